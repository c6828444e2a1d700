import { describe, expect, it } from 'vitest';
import { RESEARCH_PROFILE_MESSAGES } from '@ri/metrics';
import { googleScholarUrl, researchGateUrl, researchProfilesFormOf, researchProfilesUpdate, validateResearchProfiles } from './researchProfiles.ts';

const empty = { gsLink: '', gsName: '', rgLink: '', rgName: '' };

describe('research profiles (docs/requirements/profile-and-accounts.md §5)', () => {
  it.each([
    ['nothing given', empty, []],
    ['a Google Scholar link with a user parameter and a name', { ...empty, gsLink: 'https://scholar.google.com/citations?user=qc6CJjYAAAAJ&hl=en', gsName: 'J. Doe' }, []],
    ['a Google Scholar link without user', { ...empty, gsLink: 'https://scholar.google.com/citations?hl=en', gsName: 'J. Doe' }, [RESEARCH_PROFILE_MESSAGES.invalidGoogleScholarLink]],
    ['a Google Scholar link without a name', { ...empty, gsLink: 'https://scholar.google.com/citations?user=abc' }, [RESEARCH_PROFILE_MESSAGES.googleScholarName]],
    ['a ResearchGate link of 5 parts and a name', { ...empty, rgLink: 'https://www.researchgate.net/profile/John-Smith', rgName: 'John Smith' }, []],
    ['a ResearchGate link of 4 parts', { ...empty, rgLink: 'https://www.researchgate.net/John-Smith', rgName: 'John Smith' }, [RESEARCH_PROFILE_MESSAGES.invalidResearchGateLink]],
    ['a ResearchGate link without a name', { ...empty, rgLink: 'https://www.researchgate.net/profile/John-Smith' }, [RESEARCH_PROFILE_MESSAGES.researchGateName]],
  ])('%s', (_name, form, messages) => {
    expect(validateResearchProfiles(form).map((issue) => issue.message)).toEqual(messages);
  });

  it('rebuilds links from the stored ids, which pass the rules again', () => {
    const form = researchProfilesFormOf({ author_id: 'OBennettAAAAJ', author_name: 'Olivia Bennett' }, { author_id: 'Olivia-Bennett', author_name: 'Olivia Bennett' });
    expect(form.gsLink).toBe(googleScholarUrl('OBennettAAAAJ'));
    expect(form.rgLink).toBe(researchGateUrl('Olivia-Bennett'));
    expect(validateResearchProfiles(form)).toEqual([]);
    expect(researchProfilesFormOf({ author_id: '', author_name: '' }, { author_id: '', author_name: '' })).toEqual(empty);
  });

  it('sends trimmed links and names', () => {
    expect(researchProfilesUpdate({ gsLink: ' x ', gsName: ' A ', rgLink: '', rgName: '' })).toEqual({ gs: { link: 'x', author_name: 'A' }, rg: { link: '', author_name: '' } });
  });
});
