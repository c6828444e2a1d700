import { describe, expect, it } from 'vitest';
import {
  extractGoogleScholarAuthorId,
  extractResearchGateId,
  researchGateLinkParts,
  validateGoogleScholarProfile,
  validateResearchGateProfile,
} from './researchProfiles.ts';
import { messagesOf } from './ruleIssues.ts';
import { validateUniversityRequest } from './universityRequest.ts';

const GS = 'https://scholar.google.com/citations?user=qc6CJjYAAAAJ&hl=en';
const RG = 'https://www.researchgate.net/profile/John-Smith';

describe('Google Scholar (docs/requirements/profile-and-accounts.md §5, docs/requirements/admin-tools.md §5)', () => {
  it.each([
    { link: GS, id: 'qc6CJjYAAAAJ' },
    { link: 'https://scholar.google.co.uk/citations?hl=en&user=AbC-12_xYz0J', id: 'AbC-12_xYz0J' },
    { link: 'scholar.google.com/citations?user=qc6CJjYAAAAJ', id: 'qc6CJjYAAAAJ' },
    { link: 'https://scholar.google.com/citations?view_op=search_authors&mauthors=smith', id: null },
    { link: 'https://scholar.google.com/citations?user=', id: null },
    { link: 'https://example.com/citations?user=qc6CJjYAAAAJ', id: null },
    { link: 'not a link', id: null },
    { link: '', id: null },
  ])('extractGoogleScholarAuthorId($link) = $id', ({ link, id }) => {
    expect(extractGoogleScholarAuthorId(link)).toBe(id);
  });

  it.each([
    { case: 'nothing given', link: '', name: '', expected: [] },
    { case: 'link and name', link: GS, name: 'John Smith', expected: [] },
    { case: 'no user parameter', link: 'https://scholar.google.com/citations?hl=en', name: 'John Smith', expected: ['Invalid Google Scholar link'] },
    { case: 'link without name', link: GS, name: ' ', expected: ['Please enter author name from google scholar'] },
    { case: 'name without link', link: '', name: 'John Smith', expected: ['Invalid Google Scholar link'] },
    { case: 'bad link, no name', link: 'https://scholar.google.com/', name: '', expected: ['Please enter author name from google scholar', 'Invalid Google Scholar link'] },
  ])('$case', ({ link, name, expected }) => {
    expect(messagesOf(validateGoogleScholarProfile({ link, name }))).toEqual(expected);
  });
});

describe('ResearchGate (at least 5 parts when the link is split on "/")', () => {
  it.each([
    { link: RG, parts: ['https:', '', 'www.researchgate.net', 'profile', 'John-Smith'] },
    { link: 'https://www.researchgate.net/profile/John-Smith/', parts: ['https:', '', 'www.researchgate.net', 'profile', 'John-Smith'] },
    { link: 'www.researchgate.net/profile/John-Smith?ev=hdr_xprf', parts: ['https:', '', 'www.researchgate.net', 'profile', 'John-Smith'] },
    { link: 'https://www.researchgate.net/John-Smith', parts: ['https:', '', 'www.researchgate.net', 'John-Smith'] },
    { link: 'https://www.researchgate.net/', parts: ['https:', '', 'www.researchgate.net'] },
  ])('researchGateLinkParts($link)', ({ link, parts }) => {
    expect(researchGateLinkParts(link)).toEqual(parts);
  });

  it.each([
    { link: RG, id: 'John-Smith' },
    { link: 'https://www.researchgate.net/profile/John-Smith/research', id: 'John-Smith' },
    { link: 'https://www.researchgate.net/scientific-contributions/John-Smith-2034567', id: 'John-Smith-2034567' },
    { link: 'https://www.researchgate.net/profile/Jos%C3%A9-Garc%C3%ADa', id: 'José-García' },
    { link: 'https://www.researchgate.net/John-Smith', id: null },
    { link: 'https://www.researchgate.net/profile/', id: null },
    { link: 'https://example.com/profile/John-Smith', id: null },
    { link: '', id: null },
  ])('extractResearchGateId($link) = $id', ({ link, id }) => {
    expect(extractResearchGateId(link)).toBe(id);
  });

  it.each([
    { case: 'nothing given', link: '', name: '', expected: [] },
    { case: 'link and name', link: RG, name: 'John Smith', expected: [] },
    { case: 'too few segments', link: 'https://www.researchgate.net/John-Smith', name: 'John Smith', expected: ['Invalid Researchgate link'] },
    { case: 'link without name', link: RG, name: '', expected: ['Please enter author name from Researchgate'] },
    { case: 'name without link', link: null, name: 'John Smith', expected: ['Invalid Researchgate link'] },
  ])('$case', ({ link, name, expected }) => {
    expect(messagesOf(validateResearchGateProfile({ link, name }))).toEqual(expected);
  });
});

describe('validateUniversityRequest (needs both university and school)', () => {
  it.each([
    { university: 'IE University', school: 'IE Business School', expected: [] },
    { university: '', school: 'IE Business School', expected: ['Enter University Name'] },
    { university: 'IE University', school: ' ', expected: ['Enter School Name'] },
    { university: null, school: undefined, expected: ['Enter University Name', 'Enter School Name'] },
  ])('$university / $school', ({ university, school, expected }) => {
    expect(messagesOf(validateUniversityRequest({ university, school }))).toEqual(expected);
  });
});
