// The import pages' rules: the counts a finished import reports, the history's labels, the
// journal-list tier mapping (default A* -> A, A -> A-, B -> B, C -> none; editable) and the
// columns of an uploaded CSV, and the OpenAlex institution id.
import { ZImportJobResult, type TImportRun } from '@ri/contracts/ingestion';
import { parseCsv } from '@ri/csv';

export interface ImportCounts {
  created: number;
  updated: number;
  skipped: number;
  rejected: number;
}

/** The counts of a finished import job's result (ZImportJobResult), or null when the result is not one. */
export function importCounts(result: unknown): (ImportCounts & { importRunId: number }) | null {
  const parsed = ZImportJobResult.safeParse(result);
  if (!parsed.success) return null;
  const { created, updated, skipped, rejected, import_run_id: importRunId } = parsed.data;
  return { created, updated, skipped, rejected, importRunId };
}

/** The four counts as the page prints them, in the seed's order. */
export function countLines(counts: ImportCounts): { label: string; value: number }[] {
  return [
    { label: 'Created', value: counts.created },
    { label: 'Updated', value: counts.updated },
    { label: 'Skipped (unchanged)', value: counts.skipped },
    { label: 'Rejected', value: counts.rejected },
  ];
}

export const SOURCE_LABELS: Record<TImportRun['source'], string> = {
  rss: 'RSS feed',
  directory: 'Faculty directory scrape',
  openalex: 'OpenAlex',
  journal_list: 'Journal list',
};

/**
 * A run's outcome as the pages show it (docs/ingestion.md, "Outcomes"): failed (red) with its reason;
 * completed with N rejected (amber) with the first reasons; completed (green); queued or running.
 */
export interface RunOutcome { label: string; color: 'red' | 'orange' | 'green' | 'blue' | 'gray'; detail: string | null }

const firstReasons = (rows: ReadonlyArray<{ position: string; reason: string }>, count = 3) =>
  rows.slice(0, count).map((r) => `${r.position}: ${r.reason}`).join('; ') || null;

export function runOutcome(run: { status: TImportRun['status'] | 'completed' | 'failed'; rejected: number; error: string | null; rejected_rows?: ReadonlyArray<{ position: string; reason: string }> }): RunOutcome {
  if (run.status === 'failed') return { label: 'failed', color: 'red', detail: run.error };
  if (run.status === 'queued') return { label: 'queued', color: 'gray', detail: null };
  if (run.status === 'running') return { label: 'running', color: 'blue', detail: null };
  if (run.rejected > 0) return { label: `completed with ${run.rejected} rejected`, color: 'orange', detail: firstReasons(run.rejected_rows ?? []) };
  return { label: 'completed', color: 'green', detail: null };
}

/** The outcome of a finished job whose result is an import's (ZImportJobResult), or null for any other job. */
export function jobResultOutcome(result: unknown): RunOutcome | null {
  const parsed = ZImportJobResult.safeParse(result);
  if (!parsed.success) return null;
  return runOutcome({ status: parsed.data.status, rejected: parsed.data.rejected, error: parsed.data.error, rejected_rows: parsed.data.first_rejected });
}

/** Who ran an import: the user, or the scheduler for the periodic feed refresh (no user). */
export function requestedByText(run: Pick<TImportRun, 'requested_by'>): string {
  return run.requested_by ? run.requested_by.username || `user ${run.requested_by.id}` : 'Scheduler';
}

// ------------------------------------------------------------------ journal-list tier mapping

export type TierChoice = 'A' | 'A-' | 'B' | 'none';
export const TIER_CHOICES: { value: TierChoice; label: string }[] = [
  { value: 'A', label: 'A' },
  { value: 'A-', label: 'A-' },
  { value: 'B', label: 'B' },
  { value: 'none', label: 'No tier' },
];

export interface TierMappingRow {
  rating: string;
  tier: TierChoice;
}

/** The default of the journal-list import: A* -> A, A -> A-, B -> B, C -> none. */
export const DEFAULT_TIER_ROWS: readonly TierMappingRow[] = [
  { rating: 'A*', tier: 'A' },
  { rating: 'A', tier: 'A-' },
  { rating: 'B', tier: 'B' },
  { rating: 'C', tier: 'none' },
];

/** Why the mapping cannot be sent, or null: every rating named once, without ',' or '='. */
export function tierMappingProblem(rows: readonly TierMappingRow[]): string | null {
  if (rows.length === 0) return 'Add at least one rating.';
  const seen = new Set<string>();
  for (const row of rows) {
    const rating = row.rating.trim().toUpperCase();
    if (rating === '') return 'Every row needs the rating as the list prints it.';
    if (/[,=]/.test(rating)) return `The rating '${row.rating.trim()}' cannot contain ',' or '='.`;
    if (rating.length > 20) return `The rating '${row.rating.trim()}' is longer than 20 characters.`;
    if (seen.has(rating)) return `The rating '${row.rating.trim()}' is listed twice.`;
    seen.add(rating);
  }
  return null;
}

/** The mapping as the import takes it: 'A*=A,A=A-,B=B,C=' (an empty tier: no tier). */
export function tierMappingText(rows: readonly TierMappingRow[]): string {
  return rows.map((row) => `${row.rating.trim()}=${row.tier === 'none' ? '' : row.tier}`).join(',');
}

// ------------------------------------------------------------------ CSV columns

/** The header cells of a CSV's first non-blank line (`,` `;` or tab, whichever splits it most; quotes removed). */
export function csvHeaderColumns(text: string): string[] {
  const header = parseCsv(text, { delimiter: 'detect' }).find((row) => row.some((cell) => cell.trim() !== '')) ?? [];
  return [...new Set(header.map((cell) => cell.trim()).filter((cell) => cell !== ''))];
}

export type CsvColumnRole = 'title' | 'issn' | 'eissn' | 'rating' | 'publisher';

const COLUMN_HINTS: Record<CsvColumnRole, RegExp> = {
  title: /title/i,
  issn: /^(print[\s_-]*)?issn$|^issn[\s_-]*(print|p)$/i,
  eissn: /e[\s_-]*issn|issn[\s_-]*(online|e|electronic)|online/i,
  rating: /rating|rank|grade|tier/i,
  publisher: /publisher/i,
};

/** The column a CSV probably holds a role in (the header's first match), or null. */
export function guessCsvColumn(columns: readonly string[], role: CsvColumnRole): string | null {
  if (role === 'title') return columns.find((c) => COLUMN_HINTS.title.test(c)) ?? columns.find((c) => /journal|name/i.test(c) && !/publisher/i.test(c)) ?? null;
  if (role === 'issn') return columns.find((c) => COLUMN_HINTS.issn.test(c.trim())) ?? columns.find((c) => /issn/i.test(c) && !COLUMN_HINTS.eissn.test(c)) ?? null;
  return columns.find((c) => COLUMN_HINTS[role].test(c.trim())) ?? null;
}

/** A workbook (.xlsx is a zip: it starts with 'PK'), judged by its name as the browser knows it. */
export function isWorkbookName(fileName: string): boolean {
  return /\.xlsx$/i.test(fileName);
}

// ------------------------------------------------------------------ OpenAlex

/** The server's rule for the optional institution: an OpenAlex institution id (I27837315), or its https://openalex.org/ URL. */
export function institutionProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  return /^(https:\/\/openalex\.org\/)?I\d+$/i.test(value) ? null : 'Enter an OpenAlex institution id such as I27837315 (or leave it empty).';
}

/** '1 paper', '15 papers'. */
export function papersText(count: number): string {
  return count === 1 ? '1 paper' : `${count} papers`;
}

/**
 * What resolving a journal that matched nothing does, said before it is done (neither can be undone from the page):
 * mapping moves its papers to the chosen journal and files later imports' papers there; keeping takes it off the list
 * for good (docs/ingestion.md, "Screens").
 */
export function unmatchedJournalConfirmation(
  journal: { name: string; papers: number },
  action: { mapTo: string } | { keep: true },
): { title: string; text: string; confirm: string } {
  const papers = papersText(journal.papers);
  if ('mapTo' in action) {
    return {
      title: 'Map the journal',
      text: `Map ${journal.name} to ${action.mapTo}? Its ${papers} ${journal.papers === 1 ? 'moves' : 'move'} to ${action.mapTo} now, and every later import files its papers there. `
        + 'This page cannot undo it.',
      confirm: 'Map',
    };
  }
  return {
    title: 'Keep as a new journal',
    text: `Keep ${journal.name} as a journal of its own, with its ${papers}? It leaves this list for good and cannot be mapped from this page later.`,
    confirm: 'Keep as new',
  };
}
