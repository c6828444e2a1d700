import { describe, expect, it } from 'vitest';
import {
  detectGap, detectNameTooSimilar, detectNameVariationProblems, detectProfileNameMismatch, detectRgGsMismatch,
  recordKey, type AuthorForDetection, type AuthorshipForDetection, type NameIndex,
} from './detectors.ts';

const author = (id: number, first: string, last: string, extra: Partial<AuthorForDetection> = {}): AuthorForDetection => ({
  id, first_name: first, mid_name: '', last_name: last, name_variations: [], gs_author_id: '', gs_author_name: '', rg_author_id: '', rg_author_name: '', ...extra,
});
const ship = (authorId: number, paperId: number, first: string, last: string, year: number | null = 2020, position = 1): AuthorshipForDetection => ({
  author_id: authorId, paper_id: paperId, position, printed_first_name: first, printed_mid_name: '', printed_last_name: last, year,
});
const indexOf = (...authors: AuthorForDetection[]): NameIndex => {
  const index: NameIndex = new Map();
  for (const a of authors) for (const key of [recordKey(a), ...a.name_variations.map((v) => v.toLowerCase())]) index.set(key, [...(index.get(key) ?? []), a.id]);
  return index;
};

describe('NAME_TOO_SIMILAR', () => {
  const john = author(1, 'John', 'Anderson');
  const jon = author(2, 'Jon', 'Anderson');
  it('flags a printed name that is another author\'s name, not one that is the author\'s own', () => {
    const issues = detectNameTooSimilar(john, [ship(1, 10, 'Jon', 'Anderson'), ship(1, 11, 'John', 'Anderson'), ship(1, 12, 'J.', 'Anderson')], indexOf(john, jon));
    expect(issues.map((i) => [i.paperId, i.otherAuthorId])).toEqual([[10, 2]]);
    expect(detectNameTooSimilar(jon, [ship(2, 13, 'Jon', 'Anderson')], indexOf(john, jon))).toEqual([]);
  });
});

describe('GS_NAME_MISMATCH / RG_NAME_MISMATCH', () => {
  it('flags papers printing the profile name when the profile name disagrees with the record', () => {
    const kate = author(3, 'Katherine', 'Doyle-Martin', { gs_author_id: 'K', gs_author_name: 'Kate Martin' });
    const issues = detectProfileNameMismatch(kate, [ship(3, 20, 'Kate', 'Martin'), ship(3, 21, 'Katherine', 'Doyle-Martin'), ship(3, 22, 'K.', 'Doyle Martin')], 'gs');
    expect(issues.map((i) => [i.type, i.paperId])).toEqual([['GS_NAME_MISMATCH', 20]]);
    expect(detectProfileNameMismatch(kate, [ship(3, 20, 'Kate', 'Martin')], 'rg')).toEqual([]);
  });
  it('raises nothing when the profile name agrees (initials, middle names) or a name variation confirms it', () => {
    const olivia = author(4, 'Olivia', 'Bennett', { gs_author_name: 'Olivia R. Bennett' });
    expect(detectProfileNameMismatch(olivia, [ship(4, 30, 'O.', 'Bennett')], 'gs')).toEqual([]);
    const bill = author(5, 'William', 'Ashford', { gs_author_name: 'Bill Ashford', name_variations: ['Bill Ashford'] });
    expect(detectProfileNameMismatch(bill, [ship(5, 31, 'Bill', 'Ashford')], 'gs')).toEqual([]);
  });
});

describe('RG_GS_MISMATCH', () => {
  it('flags differing profile names (a middle initial too) and points at the record carrying the differing name', () => {
    const christopher = author(6, 'Christopher', 'Hale', { gs_author_id: 'G', gs_author_name: 'Christopher Hale', rg_author_id: 'R', rg_author_name: 'Chris Hale' });
    const chris = author(7, 'Chris', 'Hale');
    expect(detectRgGsMismatch(christopher, [], indexOf(christopher, chris))).toEqual([expect.objectContaining({ otherAuthorId: 7, dedupeKey: 'RG_GS_MISMATCH:author:6:gs:G:rg:R' })]);
    const rajesh = author(8, 'Rajesh', 'Iyengar', { gs_author_name: 'Rajesh Iyengar', rg_author_name: 'Rajesh K. Iyengar' });
    expect(detectRgGsMismatch(rajesh, [], indexOf(rajesh))).toHaveLength(1);
    const same = author(9, 'Ana', 'Silva', { gs_author_name: 'Ana Silva', rg_author_name: 'ana  silva' });
    expect(detectRgGsMismatch(same, [], indexOf(same))).toEqual([]);
  });
});

describe('MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION', () => {
  it('is one log per author listing the flagged variations', () => {
    const joanne = author(10, 'Joanne', 'Smith', { name_variations: ['Jo Smith', 'Joanne Smith'] });
    const [issue] = detectNameVariationProblems(joanne);
    expect(issue?.details).toEqual({ flagged_variations: [{ variation: 'Jo Smith', problems: ['two_character_name'] }] });
    expect(detectNameVariationProblems(author(11, 'Robert', 'Harrington', { name_variations: ['Bob Harrington'] }))).toEqual([]);
  });
});

describe('GAP_OF_10_YEARS', () => {
  const gregory = author(12, 'Gregory', 'Talbot');
  it('flags ten years or more between consecutive papers, with the papers on both sides', () => {
    const [issue] = detectGap(gregory, [ship(12, 1, 'G', 'T', 1995), ship(12, 2, 'G', 'T', 1998), ship(12, 3, 'G', 'T', 1998), ship(12, 4, 'G', 'T', 2008), ship(12, 5, 'G', 'T', null)]);
    expect(issue?.details).toEqual({ gaps: [{ from: 1998, to: 2008, years: 10 }], papers_with_10_year_gap: [2, 3, 4] });
  });
  it('does not flag nine years', () => {
    expect(detectGap(gregory, [ship(12, 1, 'G', 'T', 2000), ship(12, 2, 'G', 'T', 2009)])).toEqual([]);
  });
});
