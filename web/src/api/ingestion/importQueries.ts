import { queryOptions } from '@tanstack/react-query';
import { ZImportRunsResponse, ZImportStarted, ZUnmatchedJournalResult, ZUnmatchedJournalsResponse, type TImportRun } from '@ri/contracts/ingestion';
import { apiFetch } from '../client.ts';
import { downloadTextFile } from '../../components/downloadFile.ts';
import { ingestionKeys } from './ingestionKeys.ts';

export interface ImportListFilters {
  source?: TImportRun['source'];
  skip: number;
  limit: number;
}

/** GET /api/imports (admin): every import and scrape, newest first. Refreshed while a run is queued or running. */
export function importListQueryOptions(filters: ImportListFilters) {
  return queryOptions({
    queryKey: ingestionKeys.importList(filters),
    queryFn: ({ signal }) => apiFetch('/imports', { query: { ...filters }, schema: ZImportRunsResponse, signal }),
    refetchInterval: (query) => (query.state.data?.runs.some((run) => run.status === 'queued' || run.status === 'running') ? 3_000 : false),
  });
}

/** POST /api/imports/openalex (admin, multipart): an OpenAlex file and the optional faculty institution. */
export function uploadOpenAlex(file: File, institution: string) {
  const form = new FormData();
  if (institution.trim() !== '') form.append('institution', institution.trim());
  form.append('file', file, file.name);
  return apiFetch('/imports/openalex', { method: 'POST', body: form, schema: ZImportStarted });
}

/** The text fields of POST /api/imports/journal-list besides the file. */
export type JournalListFields = Partial<Record<'mapping' | 'departments' | 'sheet' | 'title_column' | 'issn_column' | 'eissn_column' | 'rating_column' | 'publisher_column', string>>;

/** POST /api/imports/journal-list (admin, multipart): the ABDC workbook or a CSV, the tier mapping and where to apply it. */
export function uploadJournalList(file: File, fields: JournalListFields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value.trim() !== '') form.append(name, value.trim());
  form.append('file', file, file.name);
  return apiFetch('/imports/journal-list', { method: 'POST', body: form, schema: ZImportStarted });
}

/** GET /api/imports/{id}/rejected.csv (admin): every rejected row, saved as a file. */
export async function downloadRejectedRows(run: Pick<TImportRun, 'id' | 'source'>) {
  const csv = await apiFetch(`/imports/${run.id}/rejected.csv`, { query: {} });
  downloadTextFile(`import-${run.id}-${run.source}-rejected.csv`, typeof csv === 'string' ? csv : '');
}

/** GET /api/imports/unmatched_journals (admin): journals seen in imports that match nothing, most papers first. */
export function unmatchedJournalsQueryOptions(page: { skip: number; limit: number }) {
  return queryOptions({
    queryKey: ingestionKeys.unmatchedJournals(page),
    queryFn: ({ signal }) => apiFetch('/imports/unmatched_journals', { query: { ...page }, schema: ZUnmatchedJournalsResponse, signal }),
  });
}

/** POST /api/imports/unmatched_journals/{id} (admin): map it to a catalogue journal (past and future papers), or keep it. */
export function resolveUnmatchedJournal(input: { id: number; action: { journal_id: number } | { keep: true } }) {
  return apiFetch(`/imports/unmatched_journals/${input.id}`, { method: 'POST', body: input.action, schema: ZUnmatchedJournalResult });
}
