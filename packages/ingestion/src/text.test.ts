import { describe, expect, it } from 'vitest';
import { cleanCell, extractDoi, nameKeys, normaliseIssn, splitAuthorList, splitName, titleKey, yearOf } from './text.ts';
import { isAllowed, parseRobots } from './directory/robots.ts';
import { compareFaculty, type CompareAuthor, type CompareEntry } from './directory/compare.ts';
import { markerOfTitle, normalisedPageUrl } from './directory/scrapeDirectory.ts';
import { parseTierMapping } from './journalList/readJournalList.ts';
import { shortOpenAlexId, shortOrcid, shortRor } from './openalex/entities.ts';

describe('directory page URLs as a scrape compares them (each page read once)', () => {
  it.each([
    ['https://Dir.Example.EDU:443/faculty?view=table&dept=all#list', 'https://dir.example.edu/faculty?dept=all&view=table'],
    ['https://dir.example.edu/faculty?page=2&sort=name', 'https://dir.example.edu/faculty?page=2&sort=name'],
    ['https://dir.example.edu/faculty?sort=name&page=2', 'https://dir.example.edu/faculty?page=2&sort=name'],
    ['http://dir.example.edu:80/faculty#top', 'http://dir.example.edu/faculty'],
  ])('normalisedPageUrl(%j) = %j', (input, expected) => expect(normalisedPageUrl(input)).toBe(expected));
  it('keeps what names another page: the path, its case and its query values', () => {
    expect(normalisedPageUrl('https://dir.example.edu/Faculty?page=2')).not.toBe(normalisedPageUrl('https://dir.example.edu/faculty?page=2'));
    expect(normalisedPageUrl('https://dir.example.edu/faculty?page=2')).not.toBe(normalisedPageUrl('https://dir.example.edu/faculty?page=3'));
  });
});

describe('text helpers', () => {
  it.each([
    ['1619-4500\t', '1619-4500'], ['  0001-3072 ', '0001-3072'], ['-', ''], ['1018161x', '1018-161X'], ['\t', ''], ['n/a', ''],
  ])('normaliseIssn(%j) = %j', (input, expected) => expect(normaliseIssn(input)).toBe(expected));

  it('cleans spreadsheet cells', () => {
    expect(cleanCell('A* ')).toBe('A*');
    expect(cleanCell(' - ')).toBe('');
    expect(cleanCell({ richText: [{ text: 'Jour' }, { text: 'nal ' }] })).toBe('Journal');
    expect(cleanCell(2003)).toBe('2003');
  });

  it('finds DOIs and years', () => {
    expect(extractDoi('https://doi.org/10.7717/peerj.4375')).toBe('10.7717/peerj.4375');
    expect(extractDoi('https://advanced.onlinelibrary.wiley.com/doi/10.1002/adsc.70483')).toBe('10.1002/adsc.70483');
    expect(extractDoi('https://www.jpeds.com/article/S0022-3476(18)31119-3/fulltext')).toBe('');
    expect(yearOf('Tue, 02 Jun 2026 00:00:00 -0700')).toBe(2026);
    expect(yearOf('2018-12-17-08:00')).toBe(2018);
    expect(yearOf('')).toBeNull();
  });

  it('splits names and author lists', () => {
    expect(splitName('Paige L. Williams')).toEqual({ first: 'Paige', mid: 'L.', last: 'Williams' });
    expect(splitName('Williams, Paige L.')).toEqual({ first: 'Paige', mid: 'L.', last: 'Williams' });
    expect(splitName('Erik van Widenfelt')).toEqual({ first: 'Erik', mid: '', last: 'van Widenfelt' });
    expect(nameKeys(splitName('Gloria K. Mayondi'))).toEqual(['gloria k mayondi', 'gloria mayondi']);
    expect(splitAuthorList(['\nAoi Tsukimi, \nSora Nozaki\n'])).toEqual(['Aoi Tsukimi', 'Sora Nozaki']);
    expect(splitAuthorList(['A One, B Two and C Three'])).toEqual(['A One', 'B Two', 'C Three']);
    expect(titleKey('The State of OA: a Large-Scale Analysis')).toBe('thestateofoaalargescaleanalysis');
  });

  it('parses tier mappings', () => {
    expect(parseTierMapping('A*=A,A=A-,B=B,C=')).toEqual({ 'A*': 'A', A: 'A-', B: 'B', C: null });
    expect(() => parseTierMapping('A*=Z')).toThrow(/not a tier/);
  });

  it('shortens OpenAlex, ORCID and ROR ids', () => {
    expect(shortOpenAlexId('https://openalex.org/W2741809807')).toBe('W2741809807');
    expect(shortOrcid('https://orcid.org/0000-0003-1613-598x')).toBe('0000-0003-1613-598X');
    expect(shortRor('https://ror.org/00jmfr291')).toBe('00jmfr291');
  });
});

describe('robots.txt', () => {
  const rules = parseRobots('User-agent: *\nDisallow: /private\nAllow: /private/open\n\nUser-agent: OtherBot\nDisallow: /', 'ResearchInsightsBot');
  it.each([['/people', true], ['/private/x', false], ['/private/open/y', true]])('%s allowed: %s', (path, allowed) => expect(isAllowed(rules, path)).toBe(allowed));
  it('uses the group naming our product over *', () => {
    const mine = parseRobots('User-agent: *\nDisallow: /\n\nUser-agent: ResearchInsightsBot\nDisallow: /cgi\nCrawl-delay: 2', 'ResearchInsightsBot');
    expect(isAllowed(mine, '/faculty')).toBe(true);
    expect(isAllowed(mine, '/cgi/x')).toBe(false);
    expect(mine.crawlDelaySeconds).toBe(2);
  });
});

describe('Update Faculty compare', () => {
  const entry = (over: Partial<CompareEntry>): CompareEntry => ({ id: 1, name: '', first_name: '', mid_name: '', last_name: '', email: '', position: '', department: '', marker: null, ...over });
  const author = (over: Partial<CompareAuthor>): CompareAuthor => ({ id: 1, first_name: '', mid_name: '', last_name: '', email: '', position: '', marker: null, name_variations: [], ...over });
  it('decides every action', () => {
    const results = compareFaculty([
      entry({ id: 1, name: 'Ann Lee', first_name: 'Ann', last_name: 'Lee', email: 'ann@x.edu', position: 'Associate Professor', marker: markerOfTitle('Associate Professor') }),
      entry({ id: 2, name: 'Bob Stone', first_name: 'Bob', last_name: 'Stone', position: 'Professor', marker: 3 }),
      entry({ id: 3, name: 'Cy J. Moss', first_name: 'Cy', mid_name: 'J.', last_name: 'Moss', position: 'Assistant Professor', marker: 1 }),
      entry({ id: 4, name: 'Dee Quinn-Smith', first_name: 'Dee', last_name: 'Quinn-Smith', email: 'dee@x.edu', position: 'Assistant Professor', marker: 1 }),
      entry({ id: 5, name: 'Eve Ray', first_name: 'Eve', last_name: 'Ray', position: 'Assistant Professor', marker: 1 }),
      entry({ id: 6, name: 'New Person', first_name: 'New', last_name: 'Person', position: 'Lecturer' }),
      entry({ id: 7, name: 'Gus Tate', first_name: 'Gus', last_name: 'Tate', position: 'Professor', marker: 3 }),
    ], [
      author({ id: 10, first_name: 'Ann', last_name: 'Lee', email: 'ANN@x.edu', marker: 1 }),
      author({ id: 11, first_name: 'Bob', last_name: 'Stone', marker: 6 }),
      author({ id: 12, first_name: 'Cy', last_name: 'Moss', marker: 1 }),
      author({ id: 13, first_name: 'Dee', last_name: 'Quinn', email: 'dee@x.edu', marker: 10 }),
      author({ id: 14, first_name: 'Eve', last_name: 'Ray', marker: 1 }),
      author({ id: 15, first_name: 'Gone', last_name: 'Away', marker: 2 }),
      author({ id: 16, first_name: 'Gus', last_name: 'Tate', marker: null }),
    ]);
    expect(results.map((r) => [r.entry?.id ?? null, r.author?.id ?? null, r.action])).toEqual([
      [1, 10, 'Promoted'], [2, 11, 'Marker_Mismatch'], [3, 12, 'No Middle Name'], [4, 13, 'Name Variation'],
      [5, 14, 'No Action'], [6, null, 'Add Name'], [7, 16, 'Marker_Mismatch'], [null, 15, 'Remove Name'],
    ]);
  });
});
