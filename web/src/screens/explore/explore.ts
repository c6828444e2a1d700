import type { ExploreBy, ExploreSearch } from './exploreSearch.ts';

/**
 * The three copies of docs/requirements/admin-tools.md's Explore screen:
 * - 'faculty': /dashboard/explore, rows open the profile read-only;
 * - 'readOnly': /dashboards/explore, always read-only, opens /dashboards/profileEdit;
 * - 'edit': the administrator's Edit Author (/tools/editAuthor), no paper search, rows open the profile to edit.
 */
export type ExploreMode = 'faculty' | 'readOnly' | 'edit';

export const EXPLORE_MESSAGES = {
  needName: 'Enter a first name or a last name',
  needTitle: 'Type at least two characters of the title',
} as const;

export function exploreHeading(mode: ExploreMode): string {
  return mode === 'edit' ? 'Edit Author' : 'Explore';
}

/** docs/requirements/admin-tools.md: the Paper option is hidden in edit mode. */
export function searchOptions(mode: ExploreMode): ExploreBy[] {
  return mode === 'edit' ? ['faculty'] : ['faculty', 'paper'];
}

export interface ExploreDraft {
  by: ExploreBy;
  first: string;
  last: string;
  title: string;
}

export function draftFromSearch(search: ExploreSearch, mode: ExploreMode): ExploreDraft {
  const by = search.by === 'paper' && mode !== 'edit' ? 'paper' : 'faculty';
  return { by, first: search.first ?? '', last: search.last ?? '', title: search.title ?? '' };
}

/** The search to run (names and title trimmed, docs/requirements/admin-tools.md §5), or the message saying what is missing. */
export function exploreQuery(draft: ExploreDraft): { search: ExploreSearch } | { error: string } {
  if (draft.by === 'paper') {
    const title = draft.title.trim();
    return title.length < 2 ? { error: EXPLORE_MESSAGES.needTitle } : { search: { by: 'paper', title } };
  }
  const first = draft.first.trim();
  const last = draft.last.trim();
  if (first === '' && last === '') return { error: EXPLORE_MESSAGES.needName };
  return { search: { by: 'faculty', ...(first !== '' ? { first } : {}), ...(last !== '' ? { last } : {}) } };
}

/** True when the address holds a search to run. */
export function hasSearch(search: ExploreSearch, mode: ExploreMode): boolean {
  const draft = draftFromSearch(search, mode);
  return 'search' in exploreQuery(draft) && (search.by !== undefined || search.first !== undefined || search.last !== undefined);
}

export function resultsFoundText(count: number): string {
  return `${count} results found`;
}

export type ProfileLink =
  | { to: '/dashboard/profileEdit'; search: { coauthorid: number; isReadOnly: boolean } }
  | { to: '/dashboards/profileEdit'; search: { coauthorid: number; isReadOnly: true } };

/**
 * Where a faculty row (or a paper's author) leads: the profile, editable in edit mode and read-only
 * otherwise; the university copy opens /dashboards/profileEdit. One's own row leads nowhere (docs/requirements/admin-tools.md).
 */
export function profileLinkFor(mode: ExploreMode, authorId: number, ownAuthorId: number | null, { forPaperAuthor = false } = {}): ProfileLink | null {
  if (ownAuthorId !== null && authorId === ownAuthorId) return null;
  if (mode === 'readOnly') return { to: '/dashboards/profileEdit', search: { coauthorid: authorId, isReadOnly: true } };
  return { to: '/dashboard/profileEdit', search: { coauthorid: authorId, isReadOnly: mode !== 'edit' || forPaperAuthor } };
}

export function authorName(author: { first_name: string; mid_name?: string; last_name: string }): string {
  return [author.first_name, author.mid_name ?? '', author.last_name].map((part) => part.trim()).filter((part) => part !== '').join(' ');
}
