import { isBlank, ruleIssue, type RuleIssue } from './ruleIssues.ts';

// docs/requirements/admin-tools.md §5 gives the two name messages separately; docs/requirements/profile-and-accounts.md §5 writes them as
// one line, 'Please enter author name from google scholar / Researchgate', read as the two.
export const RESEARCH_PROFILE_MESSAGES = {
  invalidGoogleScholarLink: 'Invalid Google Scholar link',
  googleScholarName: 'Please enter author name from google scholar',
  invalidResearchGateLink: 'Invalid Researchgate link',
  researchGateName: 'Please enter author name from Researchgate',
} as const;

/** A URL from pasted text; a link without a scheme ('scholar.google.com/...') gets https://. */
function parseLink(link: string): URL | null {
  const text = link.trim();
  if (text === '' || /\s/.test(text)) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

/** Google Scholar hosts: scholar.google.com and the country sites (scholar.google.co.uk, scholar.google.de, ...). */
function isGoogleScholarHost(hostname: string): boolean {
  return /^scholar\.google\.[a-z.]+$/i.test(hostname);
}

/**
 * The Google Scholar author id: the `user` query parameter of a profile link
 * ('https://scholar.google.com/citations?user=qc6CJjYAAAAJ&hl=en' -> 'qc6CJjYAAAAJ'); null when
 * the link is not a Google Scholar link or has no usable user parameter.
 */
export function extractGoogleScholarAuthorId(link: string): string | null {
  const url = parseLink(link);
  if (url === null || !/^https?:$/.test(url.protocol) || !isGoogleScholarHost(url.hostname)) return null;
  const user = url.searchParams.get('user')?.trim() ?? '';
  return /^[\w-]+$/.test(user) ? user : null;
}

/**
 * The path segments of a ResearchGate link counted the way the old product did, by splitting
 * the link on '/': 'https://www.researchgate.net/profile/John-Smith' gives
 * ['https:', '', 'www.researchgate.net', 'profile', 'John-Smith'], 5 parts. We count on a
 * normalised link (scheme added when missing, query, fragment and trailing slashes dropped), so
 * 'www.researchgate.net/profile/John-Smith/?ev=hdr' counts 5 as well.
 */
export function researchGateLinkParts(link: string): string[] {
  const url = parseLink(link);
  if (url === null) return [];
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}`.split('/');
}

export const RESEARCH_GATE_MIN_PARTS = 5;

/**
 * The ResearchGate id: the segment after 'profile' when there is one (so '/profile/John-Smith/research'
 * still gives 'John-Smith'), otherwise the last segment ('/scientific-contributions/John-Smith-2034');
 * null for a link that is not a ResearchGate link with at least 5 parts.
 */
export function extractResearchGateId(link: string): string | null {
  const url = parseLink(link);
  if (url === null || !/^https?:$/.test(url.protocol) || !/(^|\.)researchgate\.net$/i.test(url.hostname)) return null;
  const parts = researchGateLinkParts(link);
  if (parts.length < RESEARCH_GATE_MIN_PARTS) return null;
  const segments = parts.slice(3);
  const profileAt = segments.findIndex((segment) => segment.toLowerCase() === 'profile');
  const id = profileAt >= 0 && profileAt + 1 < segments.length ? segments[profileAt + 1] : segments[segments.length - 1];
  if (id === undefined || id === '') return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

export interface ResearchProfileLinkInput {
  link: string | null | undefined;
  name: string | null | undefined;
}

/**
 * Google Scholar link and the author's name on that page. Nothing given is valid (the link is
 * optional); a name without a link is refused as an invalid link, since the name alone cannot
 * be stored.
 */
export function validateGoogleScholarProfile(input: ResearchProfileLinkInput): RuleIssue[] {
  const link = input.link ?? '';
  if (isBlank(link) && isBlank(input.name)) return [];
  const issues: RuleIssue[] = [];
  if (isBlank(input.name)) issues.push(ruleIssue('gs.author_name', RESEARCH_PROFILE_MESSAGES.googleScholarName));
  if (extractGoogleScholarAuthorId(link) === null) issues.push(ruleIssue('gs.link', RESEARCH_PROFILE_MESSAGES.invalidGoogleScholarLink));
  return issues;
}

/** ResearchGate link and the author's name on that page; same optionality as Google Scholar. */
export function validateResearchGateProfile(input: ResearchProfileLinkInput): RuleIssue[] {
  const link = input.link ?? '';
  if (isBlank(link) && isBlank(input.name)) return [];
  const issues: RuleIssue[] = [];
  if (isBlank(input.name)) issues.push(ruleIssue('rg.author_name', RESEARCH_PROFILE_MESSAGES.researchGateName));
  if (extractResearchGateId(link) === null) issues.push(ruleIssue('rg.link', RESEARCH_PROFILE_MESSAGES.invalidResearchGateLink));
  return issues;
}
