import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIER_ROWS, countLines, csvHeaderColumns, guessCsvColumn, importCounts, institutionProblem, isWorkbookName, jobResultOutcome, requestedByText, runOutcome, tierMappingProblem, tierMappingText,
  unmatchedJournalConfirmation,
} from './importRules.ts';
import { parseImportHistorySearch } from './importHistorySearch.ts';

describe('importCounts', () => {
  it('reads a finished import job result', () => {
    const result = { import_run_id: 7, created: 1, updated: 2, skipped: 3, rejected: 4, stats_refresh_job_id: null, detectors_ran: true };
    expect(importCounts(result)).toEqual({ importRunId: 7, created: 1, updated: 2, skipped: 3, rejected: 4 });
    expect(countLines({ created: 1, updated: 2, skipped: 3, rejected: 4 }).map((line) => `${line.label} ${line.value}`))
      .toEqual(['Created 1', 'Updated 2', 'Skipped (unchanged) 3', 'Rejected 4']);
  });
  it('answers null for anything else', () => {
    expect(importCounts({ authors: 3 })).toBeNull();
    expect(importCounts(null)).toBeNull();
  });
});

describe('parseImportHistorySearch', () => {
  it.each([
    [{}, {}],
    [{ source: 'openalex', page: '3', size: '25' }, { source: 'openalex', page: 3, size: 25 }],
    [{ source: 'journal_list', page: 2, size: 100 }, { source: 'journal_list', page: 2, size: 100 }],
    [{ source: 'ftp', page: '0', size: '7' }, {}],
    [{ page: '1', size: '10' }, {}],
    [{ page: '2.5' }, {}],
  ])('%j -> %j', (search, expected) => {
    expect(parseImportHistorySearch(search)).toEqual(expected);
  });
});

describe('tier mapping (default A* -> A, A -> A-, B -> B, C -> none)', () => {
  it('writes the default as the import takes it', () => {
    expect(tierMappingText(DEFAULT_TIER_ROWS)).toBe('A*=A,A=A-,B=B,C=');
    expect(tierMappingProblem(DEFAULT_TIER_ROWS)).toBeNull();
  });
  it.each([
    [[], 'Add at least one rating.'],
    [[{ rating: ' ', tier: 'A' }], 'Every row needs the rating as the list prints it.'],
    [[{ rating: 'A,B', tier: 'A' }], "The rating 'A,B' cannot contain ',' or '='."],
    [[{ rating: 'a*', tier: 'A' }, { rating: 'A* ', tier: 'B' }], "The rating 'A*' is listed twice."],
    [[{ rating: '4*', tier: 'A' }, { rating: '4', tier: 'none' }], null],
  ] as const)('%j -> %s', (rows, problem) => {
    expect(tierMappingProblem(rows)).toBe(problem);
  });
});

describe('CSV columns', () => {
  it('reads the header with its delimiter and quotes', () => {
    expect(csvHeaderColumns('\uFEFF"Journal Title",ISSN,"ISSN Online",Publisher,Rating\n"A",1,2,3,4')).toEqual(['Journal Title', 'ISSN', 'ISSN Online', 'Publisher', 'Rating']);
    expect(csvHeaderColumns('\n\ntitle;issn;rating\r\nx;y;z')).toEqual(['title', 'issn', 'rating']);
    expect(csvHeaderColumns('Title\tPrint ISSN\teISSN\tRank')).toEqual(['Title', 'Print ISSN', 'eISSN', 'Rank']);
    expect(csvHeaderColumns('')).toEqual([]);
  });
  it.each([
    [['Journal Title', 'Publisher', 'ISSN', 'ISSN Online', '2022 rating'], { title: 'Journal Title', issn: 'ISSN', eissn: 'ISSN Online', rating: '2022 rating', publisher: 'Publisher' }],
    [['Publisher name', 'Journal', 'Print ISSN', 'eISSN', 'Rank'], { title: 'Journal', issn: 'Print ISSN', eissn: 'eISSN', rating: 'Rank', publisher: 'Publisher name' }],
    [['a', 'b'], { title: null, issn: null, eissn: null, rating: null, publisher: null }],
  ])('guesses the roles of %j', (columns, expected) => {
    expect({
      title: guessCsvColumn(columns, 'title'), issn: guessCsvColumn(columns, 'issn'), eissn: guessCsvColumn(columns, 'eissn'),
      rating: guessCsvColumn(columns, 'rating'), publisher: guessCsvColumn(columns, 'publisher'),
    }).toEqual(expected);
  });
  it('tells a workbook from a CSV by its name', () => {
    expect(isWorkbookName('abdc-jql-2022.xlsx')).toBe(true);
    expect(isWorkbookName('list.CSV')).toBe(false);
  });
});

describe('institutionProblem and requestedByText', () => {
  it.each([
    ['', null], ['I27837315', null], ['https://openalex.org/I27837315', null], ['i27837315', null],
    ['27837315', 'Enter an OpenAlex institution id such as I27837315 (or leave it empty).'],
    ['W2741809807', 'Enter an OpenAlex institution id such as I27837315 (or leave it empty).'],
  ])('%s -> %s', (text, problem) => {
    expect(institutionProblem(text)).toBe(problem);
  });
  it('names the scheduler for runs nobody requested', () => {
    expect(requestedByText({ requested_by: null })).toBe('Scheduler');
    expect(requestedByText({ requested_by: { id: 3, username: 'admin' } })).toBe('admin');
  });
});

describe('runOutcome and jobResultOutcome (docs/ingestion.md, "Outcomes")', () => {
  const rows = [{ position: 'line 4', reason: 'Could not be stored' }, { position: 'line 9', reason: 'Not valid JSON' }, { position: 'line 12', reason: 'the work has no title' }, { position: 'line 20', reason: 'x' }];
  it('failed is red with its reason; some rejected is amber with the first three reasons; none rejected is green', () => {
    expect(runOutcome({ status: 'failed', rejected: 1, error: 'Nothing could be imported: ...' })).toEqual({ label: 'failed', color: 'red', detail: 'Nothing could be imported: ...' });
    expect(runOutcome({ status: 'completed', rejected: 4, error: null, rejected_rows: rows }))
      .toEqual({ label: 'completed with 4 rejected', color: 'orange', detail: 'line 4: Could not be stored; line 9: Not valid JSON; line 12: the work has no title' });
    expect(runOutcome({ status: 'completed', rejected: 0, error: null })).toEqual({ label: 'completed', color: 'green', detail: null });
    expect(runOutcome({ status: 'running', rejected: 0, error: null }).color).toBe('blue');
  });
  it('reads an import job\'s result; any other job result is null', () => {
    const result = { import_run_id: 7, created: 0, updated: 0, skipped: 0, rejected: 1, status: 'failed', error: 'The feed could not be fetched', first_rejected: [], stats_refresh_job_id: null, detectors_ran: false };
    expect(jobResultOutcome(result)).toEqual({ label: 'failed', color: 'red', detail: 'The feed could not be fetched' });
    expect(jobResultOutcome({ ...result, status: 'completed', error: null, rejected: 2, first_rejected: rows.slice(0, 2) })?.label).toBe('completed with 2 rejected');
    expect(jobResultOutcome({ authors: 3 })).toBeNull();
  });
});

describe('unmatchedJournalConfirmation (mapping or keeping a journal asks first: the page cannot undo either)', () => {
  const peerj = { name: 'PeerJ', papers: 15 };
  it('says how many papers move where, and that later imports follow', () => {
    expect(unmatchedJournalConfirmation(peerj, { mapTo: 'PeerJ Computer Science (2376-5992)' })).toEqual({
      title: 'Map the journal',
      text: 'Map PeerJ to PeerJ Computer Science (2376-5992)? Its 15 papers move to PeerJ Computer Science (2376-5992) now, and every later '
        + 'import files its papers there. This page cannot undo it.',
      confirm: 'Map',
    });
    expect(unmatchedJournalConfirmation({ name: 'X', papers: 1 }, { mapTo: 'Y' }).text).toContain('Its 1 paper moves to Y');
  });
  it('says keeping is for good', () => {
    expect(unmatchedJournalConfirmation(peerj, { keep: true })).toEqual({
      title: 'Keep as a new journal',
      text: 'Keep PeerJ as a journal of its own, with its 15 papers? It leaves this list for good and cannot be mapped from this page later.',
      confirm: 'Keep as new',
    });
  });
});
