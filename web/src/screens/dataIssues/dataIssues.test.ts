import { describe, expect, it } from 'vitest';
import type { TDataIssueLog } from '@ri/contracts/dataIssues';
import {
  flaggedVariations, fullName, logTarget, mismatchDecisionBody, mismatchTitle, NOTHING_REMOVED, profileResolutionBody,
  raisedCount, recordNameText, removePaper, removeVariation, researchProfileLinks, restorePaper, restoreVariation, rgGsBody, splitRemoved,
} from './dataIssues.ts';
import { parseLogPageSearch, parseLogsSearch } from './logsSearch.ts';

const UPDATED = '2026-11-01T00:00:00.000Z';

function log(overrides: Partial<TDataIssueLog>): TDataIssueLog {
  return {
    _id: 7, error: 'GS_NAME_MISMATCH', status: 'open', author_name: 'Kate Martin', author_univ_name: 'Wharton', note: '',
    paper: { _id: 40, document_title: 'A paper', publication_name: 'A journal', publication_year: 2012 },
    gs_name: 'Kate Martin', rg_profile_name: '', already_name: 'Katherine Doyle-Martin', author_id: 3, mongo_author_id: 3,
    author_detail_id: 'gs:KDM', paper_id: 40, author_final_id: null, papers_with_10_year_gap: [], other_author_id: null, other_author_name: '',
    homepage_url: '', name_variations: [], details: {}, author_updated_at: UPDATED, created_at: UPDATED, resolved_at: null, resolved_by: null, resolved_by_name: '', resolution_summary: [], can_undo: false,
    ...overrides,
  };
}

describe('log routing by error type (docs/requirements/admin-tools.md §4)', () => {
  it.each([
    ['GS_NAME_MISMATCH', { kind: 'page', to: '/logs/name_mismatch', search: { log: 7, error: 'GS_NAME_MISMATCH' } }],
    ['RG_NAME_MISMATCH', { kind: 'page', to: '/logs/name_mismatch', search: { log: 7, error: 'RG_NAME_MISMATCH' } }],
    ['NAME_TOO_SIMILAR', { kind: 'page', to: '/logs/name_mismatch', search: { log: 7, error: 'NAME_TOO_SIMILAR' } }],
    ['RG_GS_MISMATCH', { kind: 'page', to: '/logs/rg_gs_name_mismatch', search: { log: 7 } }],
    ['MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION', { kind: 'page', to: '/logs/multiple_name_variations_log', search: { log: 7 } }],
    ['GAP_OF_10_YEARS', { kind: 'page', to: '/logs/gap_between_papers', search: { log: 7 } }],
  ] as const)('%s', (error, target) => {
    expect(logTarget(log({ error }))).toEqual(target);
  });

  it('MERGE_TOOL_CHECK_MERGE_LATER opens the merge screen of its author', () => {
    expect(logTarget(log({ error: 'MERGE_TOOL_CHECK_MERGE_LATER', author_id: 12, note: ' same person? ' }))).toEqual({ kind: 'merge', authorId: 12 });
    expect(logTarget(log({ error: 'MERGE_TOOL_CHECK_MERGE_LATER', author_id: null }))).toEqual({ kind: 'none' });
  });
});

describe('error display rules (docs/requirements/admin-tools.md §2)', () => {
  it('RG_GS_MISMATCH shows the names on record', () => {
    expect(recordNameText(log({ error: 'RG_GS_MISMATCH', gs_name: 'Christopher Hale', rg_profile_name: 'Chris Hale' })))
      .toBe('Names on record: Google Scholar "Christopher Hale", ResearchGate "Chris Hale"');
  });
  it('NAME_TOO_SIMILAR hides the record name', () => {
    expect(recordNameText(log({ error: 'NAME_TOO_SIMILAR', already_name: 'John Anderson' }))).toBeNull();
  });
  it.each(['GS_NAME_MISMATCH', 'RG_NAME_MISMATCH', 'GAP_OF_10_YEARS', 'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION', 'MERGE_TOOL_CHECK_MERGE_LATER'] as const)('%s shows \'Name on record\'', (error) => {
    expect(recordNameText(log({ error }))).toBe('Name on record: Katherine Doyle-Martin');
  });
});

describe('the paper-to-author confirmation', () => {
  it('is titled after the profile', () => {
    expect(mismatchTitle('GS_NAME_MISMATCH')).toBe('Google Scholar Name Mismatch');
    expect(mismatchTitle('RG_NAME_MISMATCH')).toBe('Research Gate Name Mismatch');
    expect(mismatchTitle('NAME_TOO_SIMILAR')).toBe('Name Too Similar');
  });

  it.each([
    { error: 'GS_NAME_MISMATCH', yes: true, author_id: 3, toMap: true },
    { error: 'GS_NAME_MISMATCH', yes: false, author_id: 3, toMap: false },
    { error: 'RG_NAME_MISMATCH', yes: false, author_id: 3, toMap: false },
    // the other author's paper: Yes moves it there, No keeps it with the author it is mapped to
    { error: 'NAME_TOO_SIMILAR', yes: true, author_id: 9, toMap: true },
    { error: 'NAME_TOO_SIMILAR', yes: false, author_id: 3, toMap: true },
  ] as const)('$error, Yes=$yes: toMap $toMap for author $author_id', ({ error, yes, author_id, toMap }) => {
    expect(mismatchDecisionBody(log({ error, other_author_id: 9 }), yes)).toEqual({
      author_details_id: 'gs:KDM', author_id, paper_id: 40, toMap, expected_updated_at: UPDATED,
    });
  });

  it('RG/GS: Merge and Map names the other record; Map does not', () => {
    expect(rgGsBody(log({ other_author_id: 9 }), 'merge_and_map')).toEqual({ action: 'merge_and_map', merge_author_id: 9, expected_updated_at: UPDATED });
    expect(rgGsBody(log({ other_author_id: 9 }), 'map')).toEqual({ action: 'map', expected_updated_at: UPDATED });
    expect(rgGsBody(log({ other_author_id: null }), 'merge_and_map')).toEqual({ action: 'merge_and_map', expected_updated_at: UPDATED });
  });
});

describe('the profile viewer', () => {
  it('moves removed papers and variations to the Removed lists and restores them', () => {
    let sets = removePaper(NOTHING_REMOVED, 5);
    sets = removePaper(sets, 3);
    sets = removePaper(sets, 5);
    sets = removeVariation(sets, 'Jo Smith');
    expect(sets).toEqual({ papers: [5, 3], variations: ['Jo Smith'] });
    const papers = [{ id: 3 }, { id: 4 }, { id: 5 }];
    expect(splitRemoved(papers, (p) => p.id, sets.papers)).toEqual({ kept: [{ id: 4 }], removed: [{ id: 5 }, { id: 3 }] });
    sets = restorePaper(sets, 5);
    sets = restoreVariation(sets, 'Jo Smith');
    expect(sets).toEqual({ papers: [3], variations: [] });
    expect(NOTHING_REMOVED).toEqual({ papers: [], variations: [] });
  });

  it('sends the removed sets with the author and the version loaded', () => {
    const sets = { papers: [5], variations: ['Jo Smith'] };
    expect(profileResolutionBody(log({ error: 'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION' }), sets))
      .toEqual({ mongo_author_id: 3, removed_papers: [5], removed_name_variations: ['Jo Smith'], expected_updated_at: UPDATED });
    expect(profileResolutionBody(log({ error: 'GAP_OF_10_YEARS' }), sets)).toEqual({ mongo_author_id: 3, removed_papers: [5], expected_updated_at: UPDATED });
  });

  it('links the research profiles and names the flagged variations', () => {
    expect(researchProfileLinks({ gs: { author_id: 'KD M' }, rg: { author_id: '' } }))
      .toEqual({ googleScholar: 'https://scholar.google.com/citations?user=KD%20M', researchGate: '' });
    expect(flaggedVariations({ flagged_variations: [{ variation: 'Jo Smith', problems: ['two_character_name'] }, 'J. Smith', 3] })).toEqual(['Jo Smith', 'J. Smith']);
    expect(flaggedVariations({})).toEqual([]);
    expect(fullName({ first_name: 'Robert', mid_name: ' ', last_name: 'Harrington' })).toBe('Robert Harrington');
  });
});

describe('search parameters', () => {
  it.each([
    [{}, {}],
    [{ error: 'GAP_OF_10_YEARS', page: '3', size: '25' }, { error: 'GAP_OF_10_YEARS', page: 3, size: 25 }],
    [{ error: 'All', page: 1, size: 10 }, {}],
    [{ error: 'gap', page: '-2', size: '50' }, {}],
    [{ view: 'resolved', error: 'NAME_TOO_SIMILAR' }, { view: 'resolved', error: 'NAME_TOO_SIMILAR' }],
    [{ view: 'open' }, {}],
    // hostile or hand-edited values fall back to the defaults, one parameter at a time
    [{ error: ['GAP_OF_10_YEARS'], page: '2.5', size: 25 }, { size: 25 }],
    [{ error: 'toString', page: '99999999999', size: '1e2', view: ['resolved'] }, {}],
    [{ error: null, page: { n: 3 }, size: '100', view: 'resolved ' }, { size: 100 }],
    [{ page: ' 4 ', size: 100, extra: '<script>' }, { page: 4, size: 100 }],
  ])('logs %j', (input, expected) => {
    expect(parseLogsSearch(input)).toEqual(expected);
  });

  it.each([
    [{ log: '12' }, { log: 12 }],
    [{ log: 12, error: 'NAME_TOO_SIMILAR' }, { log: 12, error: 'NAME_TOO_SIMILAR' }],
    [{ log: 'x', error: 'nope' }, {}],
    [{ log: '0', error: 'name_too_similar' }, {}],
    [{ log: 2_147_483_648, error: ['NAME_TOO_SIMILAR'] }, {}],
    [{ log: 1.5, page: 3 }, {}],
  ])('resolution page %j', (input, expected) => {
    expect(parseLogPageSearch(input)).toEqual(expected);
  });

  it('gives an unreadable parameter as undefined, so that TanStack\'s raw search cannot show through', () => {
    expect(parseLogsSearch({ error: 'nope', page: '1', size: 'x', view: 'resolved' }))
      .toStrictEqual({ error: undefined, page: undefined, size: undefined, view: 'resolved' });
  });

  it('counts the issues a detection raised', () => {
    expect(raisedCount({ raised: { GAP_OF_10_YEARS: 2, NAME_TOO_SIMILAR: 1 } })).toBe(3);
    expect(raisedCount({ raised: {} })).toBe(0);
    expect(raisedCount(null)).toBeNull();
  });
});
