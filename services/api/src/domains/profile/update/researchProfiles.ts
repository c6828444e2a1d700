// Step 3 of a profile update: the Google Scholar and ResearchGate profiles, their ids extracted from the links.
import { RESEARCH_PROFILE_MESSAGES, extractGoogleScholarAuthorId, extractResearchGateId, isBlank, validateGoogleScholarProfile, validateResearchGateProfile } from '@ri/metrics';
import type { TProfileUpdateFields } from '@ri/contracts';
import { ValidationFailed } from '../../../http/errors.ts';
import { firstIssue, P, type UpdateRequest } from './context.ts';
import type { NextAuthor } from './personal.ts';

export function researchProfilesStep({ fields, current: { author } }: UpdateRequest, next: NextAuthor): void {
  const researchProfile = (
    kind: 'gs' | 'rg',
    input: TProfileUpdateFields['gs'],
    storedId: string,
    storedName: string,
  ): { id: string; name: string } => {
    if (input === undefined) return { id: storedId, name: storedName };
    const name = input.author_name === undefined ? storedName : input.author_name.trim();
    let link = input.link ?? (input.author_id !== undefined && input.author_id.trim() !== storedId ? input.author_id : undefined);
    // a name alone, with nothing stored, is refused as an invalid link (the name cannot be stored alone)
    if (link === undefined && storedId === '' && name !== '') link = '';
    if (link === undefined) {
      if (name === '' && storedId !== '') {
        throw new ValidationFailed(kind === 'gs' ? RESEARCH_PROFILE_MESSAGES.googleScholarName : RESEARCH_PROFILE_MESSAGES.researchGateName, `${P}${kind}.author_name`);
      }
      return { id: storedId, name: storedId === '' ? '' : name };
    }
    const issues = kind === 'gs' ? validateGoogleScholarProfile({ link, name }) : validateResearchGateProfile({ link, name });
    firstIssue(issues, P);
    if (isBlank(link)) return { id: '', name: '' };
    const id = kind === 'gs' ? extractGoogleScholarAuthorId(link) : extractResearchGateId(link);
    return { id: id ?? '', name };
  };
  const gs = researchProfile('gs', fields.gs, author.gs_author_id, author.gs_author_name);
  const rg = researchProfile('rg', fields.rg, author.rg_author_id, author.rg_author_name);
  Object.assign(next, { gs_author_id: gs.id, gs_author_name: gs.name, rg_author_id: rg.id, rg_author_name: rg.name });
}
