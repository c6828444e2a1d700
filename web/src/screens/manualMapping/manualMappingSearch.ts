// The Manual Mapping route's search parameters: the search last run (shareable, kept on reload).
// Plain code: validateSearch lands in the entry chunk every public page downloads.
import { optionalSearchString } from '../publicSearch.ts';
import { universityParam } from '../authorSearch/universityParam.ts';

export interface ManualMappingRouteSearch {
  first?: string;
  last?: string;
  univ?: number;
  univName?: string;
}

export function parseManualMappingSearch(search: Record<string, unknown>): ManualMappingRouteSearch {
  const result: ManualMappingRouteSearch = { ...universityParam(search) };
  const first = optionalSearchString(search, 'first', 100);
  if (first !== undefined) result.first = first;
  const last = optionalSearchString(search, 'last', 100);
  if (last !== undefined) result.last = last;
  return result;
}
