import type { TResearchProfile } from '@ri/contracts/profile';
import { validateGoogleScholarProfile, validateResearchGateProfile } from '@ri/metrics';
import type { RuleIssue } from '@ri/metrics';

// Research Profiles (docs/requirements/profile-and-accounts.md §3 and §5): the Google Scholar and ResearchGate pages of an
// author. The server stores the id it reads from each link; the page links back to it.

export function googleScholarUrl(authorId: string): string {
  return `https://scholar.google.com/citations?user=${encodeURIComponent(authorId)}`;
}

export function researchGateUrl(authorId: string): string {
  return `https://www.researchgate.net/profile/${encodeURIComponent(authorId)}`;
}

export interface ResearchProfilesForm {
  gsLink: string;
  gsName: string;
  rgLink: string;
  rgName: string;
}

/** The modal starts from the stored profiles, their links rebuilt from the ids. */
export function researchProfilesFormOf(gs: TResearchProfile, rg: TResearchProfile): ResearchProfilesForm {
  return {
    gsLink: gs.author_id === '' ? '' : googleScholarUrl(gs.author_id),
    gsName: gs.author_name,
    rgLink: rg.author_id === '' ? '' : researchGateUrl(rg.author_id),
    rgName: rg.author_name,
  };
}

/** The seed's rules for both links; field names gs.link, gs.author_name, rg.link, rg.author_name. */
export function validateResearchProfiles(form: ResearchProfilesForm): RuleIssue[] {
  return [
    ...validateGoogleScholarProfile({ link: form.gsLink, name: form.gsName }),
    ...validateResearchGateProfile({ link: form.rgLink, name: form.rgName }),
  ];
}

/** The update: both links and names (blank link and name clear a profile). */
export function researchProfilesUpdate(form: ResearchProfilesForm) {
  return {
    gs: { link: form.gsLink.trim(), author_name: form.gsName.trim() },
    rg: { link: form.rgLink.trim(), author_name: form.rgName.trim() },
  };
}
