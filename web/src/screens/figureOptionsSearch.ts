// The figure options of a dashboard screen in its URL (?counting=fractional&affiliation=at_publication
// &tier_source=global), with the API's names (packages/contracts figureOptions.ts), so a link
// reproduces the view. zod/mini fields of the routes' search schemas (scope/searchSchema.ts).
// Absent means the API's default.
import { searchChoice, searchSchema, type SearchOf } from '../scope/searchSchema.ts';

export const countingSearch = searchChoice(['full', 'fractional']);
export const affiliationSearch = searchChoice(['current', 'at_publication']);
export const tierSourceSearch = searchChoice(['department', 'global']);

/** The three figure options, for a screen's search schema to spread (`...figureOptionsSearchShape`). */
export const figureOptionsSearchShape = { counting: countingSearch, affiliation: affiliationSearch, tier_source: tierSourceSearch };

export const figureOptionsSearchSchema = searchSchema(figureOptionsSearchShape);

export type FigureOptionsSearch = SearchOf<typeof figureOptionsSearchSchema>;

/** The figure options of a search (anything unreadable dropped). */
export function parseFigureOptionsSearch(search: Record<string, unknown>): FigureOptionsSearch {
  return figureOptionsSearchSchema.parse(search);
}

/**
 * The options a screen sends to the API: only those it offers, only when not the default, so the
 * query key and the URL stay short. The tier source is sent only where a department is in scope.
 */
export function figureOptionsQuery(
  search: FigureOptionsSearch, offers: { affiliation?: boolean; tierSource?: boolean; departmentInScope?: boolean },
): FigureOptionsSearch {
  const query: FigureOptionsSearch = {};
  if (search.counting === 'fractional') query.counting = 'fractional';
  if (offers.affiliation && search.affiliation === 'at_publication') query.affiliation = 'at_publication';
  if (offers.tierSource && offers.departmentInScope && search.tier_source === 'global') query.tier_source = 'global';
  return query;
}

/**
 * The options an answer was computed with, as a sentence's tail beside its figures ('' for the
 * defaults): "; fractional counting (1 / authors); affiliation at publication".
 */
export function figureOptionsLabel(inForce: { counting: 'full' | 'fractional'; affiliation?: 'current' | 'at_publication' }): string {
  return `${inForce.counting === 'fractional' ? '; fractional counting (1 / authors)' : ''}${inForce.affiliation === 'at_publication' ? '; affiliation at publication' : ''}`;
}

/**
 * The part of an export's file name that names the options an answer was computed with (nothing for
 * the defaults), so a CSV downloaded in fractional counting or affiliation at publication says so.
 */
export function figureOptionsFileSuffix(inForce: { counting: 'full' | 'fractional'; affiliation?: 'current' | 'at_publication' }): string {
  return `${inForce.counting === 'fractional' ? '-fractional' : ''}${inForce.affiliation === 'at_publication' ? '-at-publication' : ''}`;
}
