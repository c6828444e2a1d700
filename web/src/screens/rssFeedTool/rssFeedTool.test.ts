import { describe, expect, it } from 'vitest';
import {
  RSS_MESSAGES, checkSummary, failureMessage, fieldError, fieldLabel, fieldRequirement, initialMapping, mappingForRequest, mappingProblems, sampleValue,
} from './rssFeedTool.ts';

// the server's rules (GET rss: mandatory_database_fields, mandatory_one_of)
const rules = { mandatory_database_fields: ['title', 'authors'], mandatory_one_of: [['doi', 'url']] };

describe('mappingProblems (mandatory fields and one of DOI / URL)', () => {
  it.each([
    [{ title: 'title', authors: 'dc:creator', doi: 'prism:doi' }, []],
    [{ title: 'title', authors: 'dc:creator', url: 'link' }, []],
    [{ title: 'title', authors: 'dc:creator' }, ['Choose the feed tag for DOI or Article link (URL) (one of them is required).']],
    [{ authors: 'dc:creator', doi: 'prism:doi' }, ['Choose the feed tag for Title (required).']],
    [{ title: ' ', authors: '', doi: 'prism:doi' }, ['Choose the feed tag for Title (required).', 'Choose the feed tag for Authors (required).']],
    [{}, [
      'Choose the feed tag for Title (required).',
      'Choose the feed tag for Authors (required).',
      'Choose the feed tag for DOI or Article link (URL) (one of them is required).',
    ]],
  ])('%j -> %j', (mapping, problems) => {
    expect(mappingProblems(mapping, rules)).toEqual(problems);
  });
});

describe('fieldRequirement and fieldError', () => {
  it.each([
    ['title', 'mandatory'], ['authors', 'mandatory'], ['doi', 'one_of'], ['url', 'one_of'], ['volume', 'optional'],
  ] as const)('%s is %s', (field, requirement) => {
    expect(fieldRequirement(field, rules)).toBe(requirement);
  });

  it('marks an unmapped mandatory field, and both of a group until one is mapped', () => {
    expect(fieldError('title', {}, rules)).toBe('Required');
    expect(fieldError('title', { title: 'title' }, rules)).toBeNull();
    expect(fieldError('doi', {}, rules)).toBe('Map DOI or Article link (URL)');
    expect(fieldError('url', {}, rules)).toBe('Map DOI or Article link (URL)');
    expect(fieldError('doi', { url: 'link' }, rules)).toBeNull();
    expect(fieldError('volume', {}, rules)).toBeNull();
  });
});

describe('initialMapping', () => {
  const databaseFields = ['title', 'doi', 'authors', 'url'];
  it('prefers the saved mapping, falls back to the suggestion, and drops tags the feed lacks', () => {
    expect(initialMapping({
      databaseFields,
      feedTags: ['title', 'dc:title', 'prism:doi', 'dc:creator', 'link'],
      saved: { title: 'dc:title', doi: 'dc:identifier' },
      suggested: { title: 'title', doi: 'prism:doi', authors: 'dc:creator', url: 'link' },
    })).toEqual({ title: 'dc:title', doi: 'prism:doi', authors: 'dc:creator', url: 'link' });
  });
  it('starts empty when nothing matches', () => {
    expect(initialMapping({ databaseFields, feedTags: [], saved: null, suggested: { title: 'title' } })).toEqual({});
  });
});

describe('mappingForRequest', () => {
  it('keeps only mapped fields, trimmed', () => {
    expect(mappingForRequest({ title: ' title ', doi: '', authors: 'dc:creator', url: undefined })).toEqual({ title: 'title', authors: 'dc:creator' });
  });
});

describe('sampleValue', () => {
  const items: Record<string, string[]>[] = [{ title: ['  '], 'dc:creator': ['Ann Lee\nBo Chen'] }, { title: ['<b>Second</b>   paper'] }];
  it('shows the first non-blank value of the tag, without markup, cut to the length', () => {
    expect(sampleValue(items, 'title')).toBe('Second paper');
    expect(sampleValue(items, 'dc:creator')).toBe('Ann Lee Bo Chen');
    expect(sampleValue(items, 'title', 5)).toBe('Seco…');
    expect(sampleValue(items, 'missing')).toBe('');
    expect(sampleValue(items, undefined)).toBe('');
  });
});

describe('failureMessage (docs/requirements/admin-tools.md §8 texts)', () => {
  it.each([
    [RSS_MESSAGES.upload, null, 'Something went wrong while uploading link'],
    [RSS_MESSAGES.upload, 'Something went wrong while uploading link: the feed is not XML', 'Something went wrong while uploading link: the feed is not XML'],
    [RSS_MESSAGES.check, 'No such journal.', 'Something went wrong while checking data: No such journal.'],
    [RSS_MESSAGES.submit, '  ', 'Something went wrong while submitting data'],
  ])('%s + %s', (seedText, server, expected) => {
    expect(failureMessage(seedText, server)).toBe(expected);
  });

  it('keeps the seed spelling of the success text', () => {
    expect(RSS_MESSAGES.submitted).toBe('Submitted Succesfully');
    expect(RSS_MESSAGES.publisherFailed).toBe('Unable to fetch Publisher Data!!!');
    expect(RSS_MESSAGES.journalFailed).toBe('Unable to fetch Journal Data!!!');
  });
});

describe('checkSummary and fieldLabel', () => {
  it('counts the items that would be skipped', () => {
    expect(checkSummary([{ problem: null }, { problem: 'no authors' }])).toBe('2 items, 1 would be skipped.');
    expect(checkSummary([{ problem: null }])).toBe('1 item, all can be imported.');
  });
  it('names fields for people', () => {
    expect(fieldLabel('e_issn')).toBe('Online ISSN');
    expect(fieldLabel('something_new')).toBe('something_new');
  });
});
