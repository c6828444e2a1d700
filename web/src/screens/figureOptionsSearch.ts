// The figure options of a dashboard screen in its URL (?counting=fractional&affiliation=at_publication
// &tier_source=global), with the API's names (packages/contracts figureOptions.ts), so a link
// reproduces the view. Plain readers only: validateSearch lands in the entry chunk every page
// downloads (web/README.md, "JavaScript budget"). Absent means the API's default.
import { searchChoice } from './dashboardSearch.ts';

export interface FigureOptionsSearch {
  counting?: 'full' | 'fractional';
  affiliation?: 'current' | 'at_publication';
  tier_source?: 'department' | 'global';
}

/** The figure options of a search (anything unreadable dropped). */
export function parseFigureOptionsSearch(search: Record<string, unknown>): FigureOptionsSearch {
  const result: FigureOptionsSearch = {};
  const counting = searchChoice(search, 'counting', ['full', 'fractional'] as const);
  if (counting !== undefined) result.counting = counting;
  const affiliation = searchChoice(search, 'affiliation', ['current', 'at_publication'] as const);
  if (affiliation !== undefined) result.affiliation = affiliation;
  const tierSource = searchChoice(search, 'tier_source', ['department', 'global'] as const);
  if (tierSource !== undefined) result.tier_source = tierSource;
  return result;
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
 * The part of an export's file name that names the options an answer was computed with (nothing for
 * the defaults), so a CSV downloaded in fractional counting or affiliation at publication says so.
 */
export function figureOptionsFileSuffix(inForce: { counting: 'full' | 'fractional'; affiliation?: 'current' | 'at_publication' }): string {
  return `${inForce.counting === 'fractional' ? '-fractional' : ''}${inForce.affiliation === 'at_publication' ? '-at-publication' : ''}`;
}
