// Step 2 of a profile update: the personal information (names, e-mail, CV links, gender, university;
// docs/requirements/profile-and-accounts.md §5), complete unless an admin saves. It starts the draft of the author's
// columns that the later steps complete.
import { PERSONAL_INFORMATION_MESSAGES, isBlank, isCvLink, validatePersonalInformation } from '@ri/metrics';
import { linkProblem, type TProfileUpdateFields } from '@ri/contracts';
import { ValidationFailed } from '../../../http/errors.ts';
import { HIGHLIGHTED_CV_LINK_MESSAGE, isStoredFileLink, STORED_FILE_LINK_MESSAGE } from '../messages.ts';
import * as queries from '../queries.ts';
import { cleanList, firstIssue, P, sameText, toId, type UpdateRequest } from './context.ts';

/** The author's columns after the update: what was sent, else what is stored (later steps change what they own). */
function draftOf(fields: TProfileUpdateFields, author: UpdateRequest['current']['author']) {
  const text = (value: string | undefined, fallback: string) => (value === undefined ? fallback : value.trim());
  return {
    first_name: text(fields.first_name, author.first_name),
    mid_name: text(fields.mid_name ?? fields.middle_name, author.mid_name),
    last_name: text(fields.last_name, author.last_name),
    prefix: text(fields.prefix, author.prefix),
    suffix: text(fields.suffix, author.suffix),
    position: text(fields.position, author.position),
    email: text(fields.email, author.email),
    cv: text(fields.cv, author.cv),
    highlighted_cv: text(fields.highlighted_cv, author.highlighted_cv),
    bio: fields.bio === undefined ? author.bio : fields.bio.trim(),
    univ_profile_link: text(fields.univ_profile_link, author.univ_profile_link),
    gender: fields.gender === undefined ? author.gender : fields.gender === '' || fields.gender === null ? null : fields.gender,
    marker: fields.marker === undefined ? author.marker : fields.marker === '' || fields.marker === null ? null : fields.marker,
    unusual_work_hist: fields.unusual_work_hist ?? author.unusual_work_hist,
    name_variations: fields.name_variations === undefined ? author.name_variations : cleanList(fields.name_variations),
    university_id: author.university_id,
    univ_name: author.univ_name ?? '',
    gs_author_id: author.gs_author_id, gs_author_name: author.gs_author_name,
    rg_author_id: author.rg_author_id, rg_author_name: author.rg_author_name,
    keywords: author.keywords,
    area_of_interest: author.area_of_interest,
  };
}

export type NextAuthor = ReturnType<typeof draftOf>;

export async function personalStep({ trx, fields, isAdmin, current: { author } }: UpdateRequest): Promise<{ next: NextAuthor; universityChanged: boolean }> {
  const next = draftOf(fields, author);
  if (next.highlighted_cv !== '' && !isCvLink(next.highlighted_cv)) throw new ValidationFailed(HIGHLIGHTED_CV_LINK_MESSAGE, `${P}highlighted_cv`);
  for (const field of ['cv', 'highlighted_cv'] as const) {
    if (next[field] !== author[field] && isStoredFileLink(next[field])) throw new ValidationFailed(STORED_FILE_LINK_MESSAGE, `${P}${field}`);
    // the one link rule (docs/api-conventions.md, "Links") for a CV link typed in; a stored one sent back unchanged keeps
    const problem = next[field] === author[field] ? null : linkProblem(next[field]);
    if (problem) throw new ValidationFailed(problem, `${P}${field}`);
  }

  // ---- university: chosen from the suggestions (an id); a typed name alone is refused
  let universityChanged = false;
  if (fields.univ_id !== undefined) {
    const id = toId(fields.univ_id);
    if (id === null) {
      next.university_id = null;
      next.univ_name = '';
    } else {
      const university = await queries.findUniversity(trx, id);
      if (!university) throw new ValidationFailed(PERSONAL_INFORMATION_MESSAGES.chooseCorrectUniversity, `${P}univ_name`);
      next.university_id = university.id;
      next.univ_name = university.name;
    }
  } else if (fields.univ_name !== undefined && !sameText(fields.univ_name, author.univ_name)) {
    if (isBlank(fields.univ_name)) {
      next.university_id = null;
      next.univ_name = '';
    } else {
      throw new ValidationFailed(PERSONAL_INFORMATION_MESSAGES.chooseCorrectUniversity, `${P}univ_name`);
    }
  }
  if (next.university_id !== author.university_id) universityChanged = true;

  // ---- personal information (docs/requirements/profile-and-accounts.md §5): complete, unless an admin saves
  const personalSent = ['first_name', 'last_name', 'email', 'cv', 'gender', 'univ_id', 'univ_name'].some((k) => fields[k as keyof TProfileUpdateFields] !== undefined);
  const personalChanged = personalSent && (next.first_name !== author.first_name || next.last_name !== author.last_name
    || next.email !== author.email || next.cv !== author.cv || next.gender !== author.gender || universityChanged);
  if (personalChanged && !isAdmin) {
    firstIssue(validatePersonalInformation({
      first_name: next.first_name, last_name: next.last_name, email: next.email, cv: next.cv, gender: next.gender,
      univ_name: next.univ_name, univ_id: next.university_id,
    }), P);
  }
  return { next, universityChanged };
}
