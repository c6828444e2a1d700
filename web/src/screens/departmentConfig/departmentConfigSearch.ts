// The Department configuration route's search parameters: the administrator's chosen university.
// Plain code: validateSearch lands in the entry chunk every public page downloads.
import { universityParam } from '../authorSearch/universityParam.ts';

export interface DepartmentConfigSearch {
  univ?: number;
  univName?: string;
}

export function parseDepartmentConfigSearch(search: Record<string, unknown>): DepartmentConfigSearch {
  return universityParam(search);
}
