import type { Db } from '@ri/db';
import { normaliseName } from '@ri/db';
import type { Mailer } from '@ri/mail';
import {
  BUSINESS_SCHOOL_DEPARTMENTS, PERSONAL_INFORMATION_MESSAGES, RESEARCH_PROFILE_MESSAGES,
  WORK_HISTORY_WARNINGS, applyNewPresentEntry, choosePhdToConsider, duplicatePresentNote, effectiveMarker,
  extractGoogleScholarAuthorId, extractResearchGateId, fallbackDepartmentName, isBlank, isCvLink, isFixedAreaOfInterest,
  isPresent, markerValue, missingProfileItems, positionTypeOfMarker, positionTypeOfTitle, UNKNOWN_MARKER_MESSAGE, ZMarkerInput, normaliseAreasOfInterest, normaliseDegree, parseYear, rankFromMarker,
  validateDepartmentAppointment, validateEducation, validateGoogleScholarProfile, validatePersonalInformation,
  validateResearchGateProfile, validateWorkItem, workHistoryWarnings, type CurrentPosition, type RuleIssue, type WorkItem,
} from '@ri/metrics';
import {
  NO_PROFILE_MESSAGE, PROFILE_VERIFIED_MESSAGE, linkProblem, SEND_EMAIL_CONFIRMATION,
  type TAuthorProfile, type TDeptAddBody, type TDeptResponse, type TEducationItem, type TProfileResponse,
  type TProfileUpdateFields, type TSendEmailBody, type TUniversityProfile, type TWorkItem,
} from '@ri/contracts';
import type { Caller } from '../../http/access.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { StatsRefresher } from './statsRefresh.ts';
import * as queries from './queries.ts';

export interface ProfileServiceDeps {
  db: Db;
  audit: AuditService;
  refreshStats: StatsRefresher;
  mailer: Mailer;
  teamEmail: string;
  log: { error(obj: unknown, msg: string): void };
  now?: () => Date;
}

export const ADMIN_ONLY_FIELD_MESSAGE = (field: string) => `Only an administrator can change ${field}.`;
export const WORK_DELETE_MESSAGE = 'Only an administrator can delete work entries.';
export const WORK_LOCKED_MESSAGE = 'Only an administrator can change the school or university of an existing work entry.';
export const CHOOSE_PHD_MESSAGE = 'Several PhD degrees: choose the one that starts your research career (Choose PHD).';
export const OWN_PROFILE_MESSAGE = 'You can only edit your own profile.';
export const MERGED_PROFILE_MESSAGE = 'This author profile has been merged into another one.';
export const NO_UNIVERSITY_FOR_DEPARTMENTS = 'Choose your university before your departments.';
export const UNKNOWN_AREA_MESSAGE = (area: string) => `"${area}" is not one of the areas of interest. Please choose areas from the list.`;
export const NOT_A_DEPARTMENT_MESSAGE = (name: string, university: string) =>
  `${name} is not a department of ${university}. Please ask us to add it (Add Department).`;
export const PERCENT_FOR_OTHER_DEPARTMENT = (name: string) => `Percent appointment given for ${name}, which is not one of your departments.`;
export const HIGHLIGHTED_CV_LINK_MESSAGE = 'The highlighted CV must be a link (http or https).';
export const STORED_FILE_LINK_MESSAGE = "A file stored here is set only by uploading it: use 'Upload CV' (or 'Mark CV') on this profile.";

/**
 * True when a link points at a file in our own storage (`.../api/files/<name>`). Such links are
 * written by the upload calls only: accepting one in a profile update would let a user point their
 * profile at someone else's stored file and so make it readable to every signed-in user.
 */
export function isStoredFileLink(link: string): boolean {
  return /\/api\/files\/[^/]+$/.test(link.trim());
}
export const DEPARTMENT_REQUESTED_MESSAGE = SEND_EMAIL_CONFIRMATION;
export const DEPARTMENT_ADDED_MESSAGE = 'Department added';
export const DEPARTMENT_OTHER_UNIVERSITY = 'You can only ask for departments of your own university.';

const ACADEMIC_FIELDS = ['position', 'marker', 'univ_id', 'department', 'percent_appointment', 'gender'] as const;

function firstIssue(issues: readonly RuleIssue[], prefix: string): void {
  const issue = issues[0];
  if (issue) throw new ValidationFailed(issue.message, `${prefix}${issue.field}`);
}

function toId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase().replace(/\s+/g, ' ') === (b ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** Trimmed, without blanks, duplicates (case-insensitive) dropped keeping the first spelling. */
function cleanList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const text = value.trim().replace(/\s+/g, ' ');
    if (text === '' || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
  }
  return out;
}

/** Guesses what a request e-mail asks for from its subject (the seed's request e-mails carry no kind). */
export function guessRequestKind(subject: string): 'university' | 'school' | 'department' | 'paper' | 'other' {
  const text = subject.toLowerCase();
  if (/\bpaper|\bdoi\b|article|publication/.test(text)) return 'paper';
  if (/department/.test(text)) return 'department';
  if (/\bschool/.test(text)) return 'school';
  if (/universit/.test(text)) return 'university';
  return 'other';
}

/**
 * The marker of a faculty member's work entry (docs/profile.md, "Admin-only fields"): its title's position type's,
 * or, for a stored entry whose type (or free title) is unchanged, the stored one (a two-digit form an administrator
 * set stays). A marker sent that differs from it is refused: a non-admin never chooses a marker.
 */
export function facultyWorkMarker(
  input: { title: string; marker?: string | number | null | undefined },
  old: { title: string; marker: number | null } | undefined,
): number | null {
  const titleType = positionTypeOfTitle(input.title);
  const sameType = old !== undefined && (titleType === null
    ? old.title.trim().toLowerCase() === input.title.trim().toLowerCase()
    : positionTypeOfMarker(old.marker)?.marker === titleType.marker || positionTypeOfTitle(old.title)?.marker === titleType.marker);
  const sent = input.marker === undefined || input.marker === null || input.marker === '' ? undefined : markerValue(input.marker);
  const marker = sameType && old.marker !== null && (sent === undefined || sent === old.marker) ? old.marker : titleType?.marker ?? null;
  if (sent !== undefined && sent !== marker) throw new Forbidden(ADMIN_ONLY_FIELD_MESSAGE('the marker'));
  return marker;
}

interface LoadedProfile {
  author: queries.AuthorRow;
  profile: TAuthorProfile;
  departments: Awaited<ReturnType<typeof queries.authorDepartments>>;
  work: queries.WorkRow[];
}

export function createProfileService({ db, audit, refreshStats, mailer, teamEmail, log, now = () => new Date() }: ProfileServiceDeps) {
  async function resolveAuthorId(authorId: number): Promise<number> {
    let id = authorId;
    for (let hops = 0; hops < 5; hops++) {
      const row = await queries.authorMergeLink(db, id);
      if (!row) throw new NotFound('This author profile does not exist.');
      if (row.merged_into_id === null) return row.id;
      id = row.merged_into_id;
    }
    throw new NotFound(MERGED_PROFILE_MESSAGE);
  }

  async function load(executor: Parameters<typeof queries.findAuthor>[0], authorId: number, withPapers: boolean): Promise<LoadedProfile> {
    const author = await queries.findAuthor(executor, authorId);
    if (!author) throw new NotFound('This author profile does not exist.');
    const [departments, education, work, papers] = await Promise.all([
      queries.authorDepartments(executor, authorId),
      queries.authorEducation(executor, authorId),
      queries.authorWork(executor, authorId),
      withPapers ? queries.authorPapers(executor, authorId) : Promise.resolve([]),
    ]);
    const profile: TAuthorProfile = {
      _id: author.id,
      first_name: author.first_name,
      mid_name: author.mid_name,
      middle_name: author.mid_name,
      last_name: author.last_name,
      prefix: author.prefix,
      suffix: author.suffix,
      position: author.position,
      marker: author.marker ?? '',
      department: departments.map((d) => d.name),
      education: education.map((e): TEducationItem => ({
        id: e.seq, degree: e.degree, institution: e.institution, univId: e.university_id, year: e.year, area: e.area,
        advisorFirstName: e.advisor_first_name, advisorLastName: e.advisor_last_name,
        coadvisorFirstName: e.coadvisor_first_name, coadvisorLastName: e.coadvisor_last_name, isPHDtoConsider: e.is_phd_to_consider,
      })),
      expertise: author.expertise,
      interests: author.interests,
      courses: author.courses,
      work_history_manual: work.map(toWorkItem),
      bio: author.bio,
      profile_picture: author.profile_picture,
      email: author.email,
      cv: author.cv,
      highlighted_cv: author.highlighted_cv,
      univ_id: author.university_id ?? '',
      univ_name: author.univ_name ?? '',
      verified: author.verified,
      papers: papers.map((p) => ({
        _id: p.id, document_title: p.title, publication_name: p.publication_name ?? '', publication_year: p.year, journal_id: p.journal_id,
        authors: p.authors.map((s) => ({
          id: s.author_id,
          first_name: s.printed_first_name || s.first_name || '',
          mid_name: s.printed_first_name || s.printed_last_name ? s.printed_mid_name : s.mid_name ?? '',
          last_name: s.printed_last_name || s.last_name || '',
        })),
      })),
      is_complete: author.is_complete,
      gender: author.gender === 'm' || author.gender === 'f' || author.gender === 'o' ? author.gender : '',
      gs: { author_id: author.gs_author_id, author_name: author.gs_author_name },
      rg: { author_id: author.rg_author_id, author_name: author.rg_author_name },
      percent_appointment: Object.fromEntries(departments.map((d) => [d.name, Number(d.percent_appointment)])),
      unusual_work_hist: author.unusual_work_hist,
      name_variations: author.name_variations,
      univ_profile_link: author.univ_profile_link,
      keywords: author.keywords,
      area_of_interest: author.area_of_interest,
    };
    return { author, profile, departments, work };
  }

  function toWorkItem(w: queries.WorkRow): TWorkItem {
    return {
      id: w.id, title: w.title, subTitle: w.sub_title, school: w.school, institution: w.institution, univId: w.university_id,
      from: w.from_year, to: w.to_year ?? 'Present', marker: w.marker, rank: w.rank ?? rankFromMarker(w.marker),
    };
  }

  function respond(profile: TAuthorProfile, extraWarnings: string[] = [], universityChanged = false): TProfileResponse {
    const warnings = [...new Set([...workHistoryWarnings(profile.work_history_manual as WorkItem[], { universityChanged }), ...extraWarnings])];
    return { ...profile, missing_items: missingProfileItems(profile as Parameters<typeof missingProfileItems>[0]), warnings };
  }

  async function getProfile(authorId: number): Promise<TProfileResponse> {
    const id = await resolveAuthorId(authorId);
    return respond((await load(db, id, true)).profile);
  }

  /** Where the university's typed name or id points to: { id, name } or null. */
  async function resolveUniversities(executor: Parameters<typeof queries.findAuthor>[0], items: Array<{ univId?: string | number | null; institution: string }>) {
    const ids = [...new Set(items.map((i) => toId(i.univId)).filter((id): id is number => id !== null))];
    const [byId, byName] = await Promise.all([
      queries.universitiesById(executor, ids),
      queries.universitiesByName(executor, items.map((i) => i.institution)),
    ]);
    const idMap = new Map(byId.map((u) => [u.id, u]));
    const nameMap = new Map(byName.map((u) => [u.name.trim().toLowerCase(), u]));
    return items.map((item) => {
      const id = toId(item.univId);
      if (id !== null) return idMap.get(id) ?? null;
      return nameMap.get(item.institution.trim().toLowerCase()) ?? null;
    });
  }

  async function updateProfile(caller: Caller, targetAuthorId: number, fields: TProfileUpdateFields, ip: string): Promise<TProfileResponse> {
    const isAdmin = caller.type === 'admin';
    if (!isAdmin && caller.authorId !== targetAuthorId) throw new Forbidden(OWN_PROFILE_MESSAGE);
    if (fields._id !== undefined && fields._id !== targetAuthorId) {
      if (!isAdmin) throw new Forbidden(OWN_PROFILE_MESSAGE);
      throw new ValidationFailed('_id does not name the profile being updated.', 'body.update._id');
    }
    const currentYear = now().getFullYear();
    const P = 'body.update.';

    const outcome = await db.transaction().execute(async (trx) => {
      const locked = await queries.lockAuthor(trx, targetAuthorId);
      if (!locked) throw new NotFound('This author profile does not exist.');
      const current = await load(trx, targetAuthorId, false);
      const { author } = current;
      if (author.merged_into_id !== null) throw new NotFound(MERGED_PROFILE_MESSAGE);
      if (author.verified && !isAdmin) throw new Forbidden(PROFILE_VERIFIED_MESSAGE);
      const before = current.profile;

      // ---- admin-only fields (docs/requirements/profile-and-accounts.md §6): refused for others when they would change; an administrator's
      // marker keeps the one marker rule (ZMarkerInput, the same as Add Author's and Update Faculty's)
      if (isAdmin && !ZMarkerInput.safeParse(fields.marker).success) throw new ValidationFailed(UNKNOWN_MARKER_MESSAGE, `${P}marker`);
      if (!isAdmin) {
        const markerSent = fields.marker === undefined ? undefined : fields.marker === '' || fields.marker === null ? null : fields.marker;
        if (markerSent !== undefined && markerSent !== author.marker) throw new Forbidden(ADMIN_ONLY_FIELD_MESSAGE('the marker'));
        if (fields.name_variations !== undefined && JSON.stringify(cleanList(fields.name_variations)) !== JSON.stringify(author.name_variations)) {
          throw new Forbidden(ADMIN_ONLY_FIELD_MESSAGE('the name variations'));
        }
        if (fields.unusual_work_hist !== undefined && fields.unusual_work_hist !== author.unusual_work_hist) throw new Forbidden(ADMIN_ONLY_FIELD_MESSAGE('the unusual profile flag'));
        if (fields.univ_profile_link !== undefined && fields.univ_profile_link.trim() !== author.univ_profile_link) throw new Forbidden(ADMIN_ONLY_FIELD_MESSAGE('the university profile link'));
      }

      // ---- plain fields
      const text = (value: string | undefined, fallback: string) => (value === undefined ? fallback : value.trim());
      const next = {
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

      // ---- research profiles: ids extracted from the links
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

      // ---- keywords (free) and areas of interest (only the fixed list)
      if (fields.keywords !== undefined) {
        next.keywords = cleanList(fields.keywords).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      }
      if (fields.area_of_interest !== undefined) {
        const unknown = fields.area_of_interest.find((area) => !isBlank(area) && !isFixedAreaOfInterest(area));
        if (unknown !== undefined) throw new ValidationFailed(UNKNOWN_AREA_MESSAGE(unknown.trim()), `${P}area_of_interest`);
        next.area_of_interest = normaliseAreasOfInterest(fields.area_of_interest);
      }

      // ---- education
      let educationWrites: queries.EducationWrite[] | null = null;
      if (fields.education !== undefined) {
        const stored = new Map(before.education.map((e) => [e.id, e]));
        const universities = await resolveUniversities(trx, fields.education.map((e) => ({ univId: e.univId, institution: e.institution })));
        const items = fields.education.map((input, index) => {
          const university = universities[index] ?? null;
          const old = input.id === undefined ? undefined : stored.get(input.id);
          const year = input.year === undefined || input.year === null ? null : parseYear(input.year);
          const unchanged = old !== undefined && !input.isNew && old.degree === input.degree.trim() && old.institution === input.institution.trim()
            && old.year === year && old.area === input.area.trim() && old.advisorFirstName === input.advisorFirstName.trim()
            && old.advisorLastName === input.advisorLastName.trim();
          if (!unchanged) {
            firstIssue(validateEducation({
              degree: input.degree, area: input.area, institution: input.institution,
              institutionChosen: university !== null || (isAdmin && !isBlank(input.institution)),
              year: input.year ?? null, advisorFirstName: input.advisorFirstName, advisorLastName: input.advisorLastName,
              mode: input.mode ?? 'havePhd',
            }, currentYear), `${P}education.${index}.`);
          }
          return {
            id: index + 1,
            degree: normaliseDegree(input.degree),
            isPHDtoConsider: input.isPHDtoConsider === true,
            write: {
              area: input.area.trim(), institution: input.institution.trim(), universityId: university?.id ?? (unchanged ? old?.univId ?? null : null), year,
              advisorFirstName: input.advisorFirstName.trim(), advisorLastName: input.advisorLastName.trim(),
              coadvisorFirstName: input.coadvisorFirstName.trim(), coadvisorLastName: input.coadvisorLastName.trim(),
            },
          };
        });
        const choice = choosePhdToConsider(items.map((i) => ({ id: i.id, degree: i.degree, isPHDtoConsider: i.isPHDtoConsider })));
        if (choice.status === 'needsChoice') throw new ValidationFailed(CHOOSE_PHD_MESSAGE, `${P}education`);
        educationWrites = items.map((item, index) => ({
          ...item.write, degree: item.degree, isPhdToConsider: choice.education[index]?.isPHDtoConsider === true,
        }));
      }

      // ---- work history
      const extraWarnings: string[] = [];
      let workWrites: queries.WorkWrite[] | null = null;
      let position: CurrentPosition = {
        position: next.position, marker: next.marker, univ_id: next.university_id, univ_name: next.univ_name,
        department: before.department, percent_appointment: before.percent_appointment,
      };
      let presentMovedUniversity = false;
      if (fields.work_history_manual !== undefined) {
        const stored = new Map(current.work.map((w) => [w.id, toWorkItem(w)]));
        const inputs = fields.work_history_manual;
        const storedIdOf = (input: (typeof inputs)[number]): number | null => {
          if (input.isNew) return null;
          const id = toId(input.id as string | number | undefined);
          return id !== null && stored.has(id) ? id : null;
        };
        const keptIds = new Set(inputs.map(storedIdOf).filter((id): id is number => id !== null));
        if (!isAdmin && [...stored.keys()].some((id) => !keptIds.has(id))) throw new Forbidden(WORK_DELETE_MESSAGE);
        const universities = await resolveUniversities(trx, inputs.map((w) => ({ univId: w.univId, institution: w.institution })));
        const seen = new Set<number>();
        const items = inputs.map((input, index) => {
          let storedId = storedIdOf(input);
          if (storedId !== null && seen.has(storedId)) storedId = null;
          if (storedId !== null) seen.add(storedId);
          const old = storedId === null ? undefined : stored.get(storedId);
          const university = universities[index] ?? null;
          const toPresent = isPresent(input.to as string | number | null | undefined);
          const fromYear = parseYear(input.from ?? null);
          const toYear = toPresent ? null : parseYear(input.to ?? null);
          if (isAdmin && !ZMarkerInput.safeParse(input.marker).success) throw new ValidationFailed(UNKNOWN_MARKER_MESSAGE, `${P}work_history_manual.${index}.marker`);
          // a non-admin's entry gets its marker from the server's rule only (facultyWorkMarker); sending another is refused
          const marker = isAdmin ? effectiveMarker({ marker: input.marker ?? null, title: input.title }) : facultyWorkMarker(input, old);
          const school = (input.school ?? '').trim();
          const subTitle = (input.subTitle ?? '').trim();
          if (old !== undefined && !isAdmin) {
            const univId = toId(input.univId);
            if (!sameText(old.school, school) || !sameText(old.institution, input.institution) || (univId !== null && univId !== old.univId)) {
              throw new Forbidden(WORK_LOCKED_MESSAGE);
            }
          }
          const unchanged = old !== undefined && old.title === input.title.trim() && old.subTitle === subTitle && old.school === school
            && old.institution === input.institution.trim() && old.from === fromYear && (old.to === 'Present' ? toPresent : old.to === toYear)
            && (input.marker === undefined || input.marker === null || markerValue(input.marker) === old.marker);
          if (!unchanged) {
            firstIssue(validateWorkItem({
              title: input.title, subTitle, school, institution: input.institution,
              institutionChosen: university !== null || (isAdmin && !isBlank(input.institution)),
              from: input.from ?? null, to: input.to ?? null, marker: isAdmin ? input.marker ?? null : marker,
            }, { currentYear, ...(isAdmin ? {} : { authorRank: rankFromMarker(author.marker) }) }), `${P}work_history_manual.${index}.`);
          }
          const write: queries.WorkWrite = {
            id: storedId, title: input.title.trim(), subTitle, school, institution: input.institution.trim(),
            universityId: university?.id ?? old?.univId ?? null, fromYear, toYear, marker: unchanged && old && isAdmin ? old.marker : marker,
          };
          return { write, isNew: storedId === null };
        });
        workWrites = items.map((i) => i.write);

        // a new current (Present) entry may become the current position, marker and university
        const asWorkItems: WorkItem[] = items.map((item, index) => ({
          id: item.write.id ?? `new-${index}`, title: item.write.title, subTitle: item.write.subTitle, school: item.write.school,
          institution: item.write.institution, univId: item.write.universityId, from: item.write.fromYear,
          to: item.write.toYear ?? 'Present', marker: item.write.marker,
        }));
        for (const [index, item] of items.entries()) {
          const entry = asWorkItems[index]!;
          if (!item.isNew || !isPresent(entry.to)) continue;
          const others = asWorkItems.filter((_, i) => i !== index);
          const note = duplicatePresentNote(others, entry);
          if (note) extraWarnings.push(note);
          const result = applyNewPresentEntry(position, others, entry);
          if (result.universityChanged && item.write.universityId === null) {
            // not a university of ours: the position may change, the university cannot
            position = { ...position, position: result.profile.position, marker: result.profile.marker };
          } else {
            if (result.universityChanged) presentMovedUniversity = true;
            position = result.profile;
          }
        }
      }
      if (fields.position === undefined) next.position = position.position;
      next.marker = markerValue(position.marker);
      if (fields.univ_id === undefined && presentMovedUniversity) {
        next.university_id = toId(position.univ_id);
        next.univ_name = position.univ_name;
        universityChanged = next.university_id !== author.university_id;
      }

      // ---- departments and percent appointment: departments of the (new) university
      let departmentWrites: Array<{ name: string; percent: number }> | null = null;
      if (fields.department !== undefined || fields.percent_appointment !== undefined || universityChanged) {
        let names = fields.department !== undefined ? cleanList(fields.department) : universityChanged ? [] : before.department;
        const percentInput: Record<string, number> = fields.percent_appointment
          ?? (universityChanged && fields.department === undefined ? {} : before.percent_appointment);
        if (names.length > 0) {
          if (next.university_id === null) throw new ValidationFailed(NO_UNIVERSITY_FOR_DEPARTMENTS, `${P}department`);
          const available = await queries.universityDepartments(trx, next.university_id);
          names = names.map((name) => {
            const match = available.length > 0
              ? available.find((d) => sameText(d.name, name))?.name ?? null
              : fallbackDepartmentName(name);
            if (match === null) throw new ValidationFailed(NOT_A_DEPARTMENT_MESSAGE(name, next.univ_name), `${P}department`);
            return match;
          });
          names = cleanList(names);
        }
        const percents = new Map<string, number>();
        for (const [key, value] of Object.entries(percentInput)) {
          const name = names.find((n) => sameText(n, key));
          if (name === undefined) {
            if (fields.percent_appointment !== undefined) throw new ValidationFailed(PERCENT_FOR_OTHER_DEPARTMENT(key), `${P}percent_appointment`);
            continue;
          }
          percents.set(name, value);
        }
        if (names.length === 1 && !percents.has(names[0]!)) percents.set(names[0]!, 100);
        const checked: Record<string, number> = {};
        for (const name of names) {
          firstIssue(validateDepartmentAppointment({ department: name, percent: percents.get(name) ?? null }, checked), `${P}percent_appointment.`);
          checked[name] = percents.get(name)!;
        }
        departmentWrites = names.map((name) => ({ name, percent: percents.get(name)! }));
      }
      if (universityChanged && fields.department === undefined) extraWarnings.push(WORK_HISTORY_WARNINGS.departmentsNeedUpdate);

      // ---- write
      await queries.updateAuthor(trx, targetAuthorId, {
        first_name: next.first_name, mid_name: next.mid_name, last_name: next.last_name, prefix: next.prefix, suffix: next.suffix,
        search_name: normaliseName(next.first_name, next.last_name), position: next.position, marker: next.marker,
        email: next.email, cv: next.cv, highlighted_cv: next.highlighted_cv, bio: next.bio, univ_profile_link: next.univ_profile_link,
        gender: next.gender, ...(next.gender !== author.gender ? { gender_source: next.gender === null ? null : 'profile' } : {}),
        unusual_work_hist: next.unusual_work_hist, name_variations: next.name_variations,
        university_id: next.university_id, gs_author_id: next.gs_author_id, gs_author_name: next.gs_author_name,
        rg_author_id: next.rg_author_id, rg_author_name: next.rg_author_name, keywords: next.keywords, area_of_interest: next.area_of_interest,
        updated_at: new Date(),
      });
      if (educationWrites) await queries.replaceEducation(trx, targetAuthorId, educationWrites);
      if (workWrites) await queries.syncWork(trx, targetAuthorId, workWrites);
      const departmentIds: number[] = [];
      if (departmentWrites) {
        const rows: Array<{ departmentId: number; percent: number }> = [];
        for (const d of departmentWrites) {
          const departmentId = await queries.ensureDepartment(trx, next.university_id!, d.name);
          departmentIds.push(departmentId);
          rows.push({ departmentId, percent: d.percent });
        }
        await queries.replaceDepartments(trx, targetAuthorId, rows);
      }

      // ---- completeness, recomputed on every save
      const after = (await load(trx, targetAuthorId, false)).profile;
      const isComplete = missingProfileItems(after as Parameters<typeof missingProfileItems>[0]).length === 0;
      if (isComplete !== after.is_complete) {
        await queries.updateAuthor(trx, targetAuthorId, { is_complete: isComplete });
        after.is_complete = isComplete;
      }

      const changed: Record<string, { before: unknown; after: unknown }> = {};
      for (const key of Object.keys(after) as Array<keyof TAuthorProfile>) {
        if (key === 'papers' || key === 'middle_name') continue;
        if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = { before: before[key], after: after[key] };
      }
      return {
        changed, extraWarnings, universityChanged,
        universities: [author.university_id, next.university_id].filter((id): id is number => id !== null),
        departmentIds: [...departmentIds, ...current.departments.map((d) => d.id)],
      };
    });

    const changedKeys = Object.keys(outcome.changed);
    if (changedKeys.length > 0) {
      await audit.record(caller, {
        action: isAdmin ? 'profile.admin_update' : 'profile.update',
        entityType: 'author',
        entityId: targetAuthorId,
        before: Object.fromEntries(changedKeys.map((k) => [k, outcome.changed[k]!.before])),
        after: Object.fromEntries(changedKeys.map((k) => [k, outcome.changed[k]!.after])),
      }, ip);
    }
    const academic = changedKeys.some((k) => (ACADEMIC_FIELDS as readonly string[]).includes(k) || k === 'work_history_manual' || k === 'education');
    if (academic) {
      await refreshStats({ authorIds: [targetAuthorId], universityIds: outcome.universities, departmentIds: outcome.departmentIds }, caller.userId);
    }
    const fresh = await load(db, targetAuthorId, true);
    return respond(fresh.profile, outcome.extraWarnings, false);
  }

  async function sendTeamRequest(caller: Caller, request: { kind: 'university' | 'school' | 'department' | 'paper' | 'other'; recipient: string; subject: string; body: string; payload: unknown }) {
    const saved = await queries.insertTeamRequest(db, { userId: caller.userId, ...request });
    const user = await queries.userContact(db, caller.userId);
    const from = user ? `${user.username} <${user.email}> (${user.type})` : `user ${caller.userId}`;
    try {
      await mailer.send({
        to: teamEmail,
        subject: `[Research Insights request #${saved.id}] ${request.subject}`,
        text: `${request.body}\n\n--\nRequest #${saved.id} (${request.kind}) from ${from}${caller.impersonatorUserId ? `, sent by an admin acting as this user` : ''}.\nSee it in the admin tools: GET /api/team_requests.`,
      });
    } catch (error) {
      // the request is stored and listed for admins even when the e-mail could not go out
      log.error({ err: error, requestId: saved.id }, 'team request e-mail not sent');
    }
    return saved;
  }

  /**
   * Stores an uploaded file's URL on a profile (cv, highlighted_cv, profile_picture), recomputes
   * completeness and records the change. `allowVerified`: derived files (the marked CV) may be
   * stored on a verified profile.
   */
  async function recordFile(
    caller: Caller, authorId: number, field: 'cv' | 'highlighted_cv' | 'profile_picture', url: string, ip: string, allowVerified = false,
  ): Promise<void> {
    const isAdmin = caller.type === 'admin';
    if (!isAdmin && caller.authorId !== authorId) throw new Forbidden(OWN_PROFILE_MESSAGE);
    const result = await db.transaction().execute(async (trx) => {
      if (!(await queries.lockAuthor(trx, authorId))) throw new NotFound('This author profile does not exist.');
      const author = await queries.findAuthor(trx, authorId);
      if (!author || author.merged_into_id !== null) throw new NotFound('This author profile does not exist.');
      if (author.verified && !isAdmin && !allowVerified) throw new Forbidden(PROFILE_VERIFIED_MESSAGE);
      await queries.updateAuthor(trx, authorId, { [field]: url, updated_at: new Date() });
      const after = (await load(trx, authorId, false)).profile;
      const isComplete = missingProfileItems(after as Parameters<typeof missingProfileItems>[0]).length === 0;
      if (isComplete !== after.is_complete) await queries.updateAuthor(trx, authorId, { is_complete: isComplete });
      return { before: author[field], isCompleteBefore: author.is_complete, isComplete };
    });
    await audit.record(caller, {
      action: `profile.${field}.upload`, entityType: 'author', entityId: authorId,
      before: { [field]: result.before, ...(result.isComplete !== result.isCompleteBefore ? { is_complete: result.isCompleteBefore } : {}) },
      after: { [field]: url, ...(result.isComplete !== result.isCompleteBefore ? { is_complete: result.isComplete } : {}) },
    }, ip);
  }

  return {
    getProfile,
    updateProfile,
    recordFile,
    findAuthor: (authorId: number) => queries.findAuthor(db, authorId),

    async ownAuthorId(caller: Caller): Promise<number> {
      if (caller.authorId === null) throw new NotFound(NO_PROFILE_MESSAGE);
      return caller.authorId;
    },

    async universityProfile(caller: Caller): Promise<TUniversityProfile> {
      if (caller.universityId === null) throw new NotFound('No university is linked to this account.');
      const university = await queries.findUniversity(db, caller.universityId);
      if (!university) throw new NotFound('No university is linked to this account.');
      const departments = await queries.universityDepartments(db, university.id);
      return {
        _id: university.id, abbreviation: university.abbreviation, business_school: university.business_school, country: university.country,
        departments: departments.map((d) => ({ name: d.name })), domain: university.domain, name: university.name, status: university.status,
        profile_picture: university.profile_picture,
      };
    },

    async departments(caller: Caller, universityId: number | undefined): Promise<TDeptResponse> {
      // a faculty member's own university is the one on their profile (it changes with a new position)
      const own = caller.authorId !== null ? (await queries.findAuthor(db, caller.authorId))?.university_id ?? null : null;
      const id = universityId ?? own ?? caller.universityId ?? null;
      if (id === null) throw new ValidationFailed('Choose Correct university', 'querystring.id');
      const university = await queries.findUniversity(db, id);
      if (!university) throw new NotFound('This university does not exist.');
      const departments = await queries.universityDepartments(db, id);
      if (departments.length === 0) {
        return { departments: BUSINESS_SCHOOL_DEPARTMENTS.map((name) => ({ name })), status: university.status, fallback: true };
      }
      return { departments: departments.map((d) => ({ name: d.name })), status: university.status, fallback: false };
    },

    /**
     * POST dept, docs/requirements/profile-and-accounts.md variant: an admin adds the department at once; a faculty member of that
     * university, or one of its university users, asks the team (a team request and an e-mail).
     */
    async addDepartment(caller: Caller, body: TDeptAddBody, ip: string): Promise<{ message: string; status: 'added' | 'requested' }> {
      const university = await queries.findUniversity(db, body.id);
      if (!university) throw new NotFound('This university does not exist.');
      const name = body.department.trim().replace(/\s+/g, ' ');
      if (caller.type === 'admin') {
        const existing = (await queries.universityDepartments(db, university.id)).find((d) => sameText(d.name, name));
        if (existing) return { message: DEPARTMENT_ADDED_MESSAGE, status: 'added' };
        const departmentId = await queries.ensureDepartment(db, university.id, name);
        await audit.record(caller, { action: 'department.add', entityType: 'department', entityId: departmentId, after: { university_id: university.id, name } }, ip);
        return { message: DEPARTMENT_ADDED_MESSAGE, status: 'added' };
      }
      let ownUniversity = caller.universityId;
      if (caller.type === 'faculty' && caller.authorId !== null) {
        const author = await queries.findAuthor(db, caller.authorId);
        ownUniversity = author?.university_id ?? caller.universityId;
      }
      if (ownUniversity !== university.id) throw new Forbidden(DEPARTMENT_OTHER_UNIVERSITY);
      await sendTeamRequest(caller, {
        kind: 'department', recipient: teamEmail, subject: `Add department ${name} to ${university.name}`,
        body: `Please add the department "${name}" to ${university.name} (university id ${university.id}).`,
        payload: { university_id: university.id, department: name },
      });
      return { message: DEPARTMENT_REQUESTED_MESSAGE, status: 'requested' };
    },

    async sendEmail(caller: Caller, body: TSendEmailBody): Promise<{ message: string; id: number }> {
      const saved = await sendTeamRequest(caller, {
        kind: body.kind ?? guessRequestKind(body.subject), recipient: body.recipient.trim(), subject: body.subject.trim(), body: body.body.trim(),
        payload: { recipient: body.recipient.trim() },
      });
      return { message: SEND_EMAIL_CONFIRMATION, id: saved.id };
    },

    async teamRequests(filter: Parameters<typeof queries.listTeamRequests>[1]) {
      const rows = await queries.listTeamRequests(db, filter);
      return rows.map((r) => ({
        id: r.id, kind: r.kind as 'university', recipient: r.recipient, subject: r.subject, body: r.body, payload: r.payload,
        status: r.status as 'open', user_id: r.user_id, username: r.username, created_at: r.created_at.toISOString(),
      }));
    },

    async keywords(authorId: number): Promise<{ keywords: string[]; suggestions: string[] }> {
      const id = await resolveAuthorId(authorId);
      const author = await queries.findAuthor(db, id);
      const own = [...(author?.keywords ?? [])].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      return { keywords: own, suggestions: await queries.catalogueKeywords(db, 500) };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
