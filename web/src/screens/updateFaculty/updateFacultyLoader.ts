import type { QueryClient } from '@tanstack/react-query';
import { facultyListQueryOptions } from '../../api/ingestion/facultyQueries.ts';
import { allUniversitiesQueryOptions } from '../../api/universities/universityQueries.ts';
import type { FacultyView } from './updateFacultySearch.ts';

/**
 * The route loader's part of Update Faculty (ARCHITECTURE.md, "Web routes"), with the screen's query options:
 * the university list an administrator chooses from (`choosesUniversity`), and the faculty list of the view
 * the address names (?type) for the university shown. Nothing else: the scrape and the changes wait for a button.
 */
export function updateFacultyEntryQueries(client: QueryClient, entry: { universityId: number | null; view: FacultyView | undefined; choosesUniversity: boolean }): Promise<unknown>[] {
  return [
    ...(entry.choosesUniversity ? [client.ensureQueryData(allUniversitiesQueryOptions())] : []),
    ...(entry.universityId !== null && entry.view !== undefined ? [client.ensureQueryData(facultyListQueryOptions(entry.universityId, entry.view))] : []),
  ];
}
