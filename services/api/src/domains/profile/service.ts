import type { Db } from '@ri/db';
import { missingProfileItems, WORK_HISTORY_WARNINGS, workHistoryWarnings, type WorkItem } from '@ri/metrics';
import {
  NO_PROFILE_MESSAGE, PROFILE_VERIFIED_MESSAGE,
  type TAuthorProfile, type TEducationItem, type TProfileResponse, type TProfileUpdateFields, type TUniversityProfile,
} from '@ri/contracts';
import type { Caller } from '../../http/access.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import * as departmentQueries from '../../queries/departments.ts';
import { MERGED_PROFILE_MESSAGE, OWN_PROFILE_MESSAGE } from './messages.ts';
import type { StatsRefresher } from './statsRefresh.ts';
import * as queries from './queries.ts';
import { checkAdminOnlyFields } from './update/adminOnly.ts';
import { toId, type LoadedProfile, type UpdateRequest } from './update/context.ts';
import { departmentsStep } from './update/departments.ts';
import { educationStep } from './update/education.ts';
import { keywordsStep } from './update/keywords.ts';
import { personalStep } from './update/personal.ts';
import { researchProfilesStep } from './update/researchProfiles.ts';
import { workStep } from './update/work.ts';
import { writeProfile } from './update/write.ts';
import { toWorkItem } from './workItems.ts';

export * from './messages.ts';
export { facultyWorkMarker } from './workItems.ts';

export interface ProfileServiceDeps {
  db: Db;
  audit: AuditService;
  refreshStats: StatsRefresher;
  now?: () => Date;
}

const ACADEMIC_FIELDS = ['position', 'marker', 'univ_id', 'department', 'percent_appointment', 'gender'] as const;

export function createProfileService({ db, audit, refreshStats, now = () => new Date() }: ProfileServiceDeps) {
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

  async function respond(
    profile: TAuthorProfile, extraWarnings: string[] = [], universityChanged = false, executor: Parameters<typeof queries.authorFigures>[0] = db,
  ): Promise<TProfileResponse> {
    const warnings = [...new Set([...workHistoryWarnings(profile.work_history_manual as WorkItem[], { universityChanged }), ...extraWarnings])];
    const figures = await queries.authorFigures(executor, profile._id);
    return {
      ...profile,
      missing_items: missingProfileItems(profile as Parameters<typeof missingProfileItems>[0]),
      warnings,
      figures: figures
        ? { total_papers: Number(figures.total_papers), total_citations: Number(figures.total_citations), h_index: Number(figures.h_index) }
        : null,
    };
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

    const outcome = await db.transaction().execute(async (trx) => {
      const locked = await queries.lockAuthor(trx, targetAuthorId);
      if (!locked) throw new NotFound('This author profile does not exist.');
      const current = await load(trx, targetAuthorId, false);
      const { author } = current;
      if (author.merged_into_id !== null) throw new NotFound(MERGED_PROFILE_MESSAGE);
      if (author.verified && !isAdmin) throw new Forbidden(PROFILE_VERIFIED_MESSAGE);
      const before = current.profile;

      const request: UpdateRequest = { trx, fields, isAdmin, current, currentYear, resolveUniversities: (items) => resolveUniversities(trx, items) };

      // one step per section of the profile (update/*.ts), in this order: a later step reads what an earlier one decided
      checkAdminOnlyFields(request);
      const { next, universityChanged: personalMoved } = await personalStep(request);
      researchProfilesStep(request, next);
      keywordsStep(request, next);
      const educationWrites = await educationStep(request);
      const { workWrites, extraWarnings, universityChanged } = await workStep(request, next, personalMoved);
      const departmentWrites = await departmentsStep(request, next, universityChanged);
      if (universityChanged && fields.department === undefined) extraWarnings.push(WORK_HISTORY_WARNINGS.departmentsNeedUpdate);

      const departmentIds = await writeProfile(request, { next, educationWrites, workWrites, departmentWrites });

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
      const changedKeys = Object.keys(changed);
      // the audit entry and the answer are written and read in the save's transaction: once it commits nothing
      // is left that the database could fail, so a save is answered 200 exactly when it was stored
      // (docs/reliability.md, "Faults")
      if (changedKeys.length > 0) {
        await audit.record(caller, {
          action: isAdmin ? 'profile.admin_update' : 'profile.update',
          entityType: 'author',
          entityId: targetAuthorId,
          before: Object.fromEntries(changedKeys.map((k) => [k, changed[k]!.before])),
          after: Object.fromEntries(changedKeys.map((k) => [k, changed[k]!.after])),
        }, ip, trx);
      }
      const answer = await respond((await load(trx, targetAuthorId, true)).profile, extraWarnings, false, trx);
      return {
        answer,
        academic: changedKeys.some((k) => (ACADEMIC_FIELDS as readonly string[]).includes(k) || k === 'work_history_manual' || k === 'education'),
        universities: [author.university_id, next.university_id].filter((id): id is number => id !== null),
        departmentIds: [...departmentIds, ...current.departments.map((d) => d.id)],
      };
    });

    // after the commit: only the refresh request, whose failure is logged and never fails the save (statsRefresh.ts)
    if (outcome.academic) {
      await refreshStats({ authorIds: [targetAuthorId], universityIds: outcome.universities, departmentIds: outcome.departmentIds }, caller.userId);
    }
    return outcome.answer;
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
    await db.transaction().execute(async (trx) => {
      if (!(await queries.lockAuthor(trx, authorId))) throw new NotFound('This author profile does not exist.');
      const author = await queries.findAuthor(trx, authorId);
      if (!author || author.merged_into_id !== null) throw new NotFound('This author profile does not exist.');
      if (author.verified && !isAdmin && !allowVerified) throw new Forbidden(PROFILE_VERIFIED_MESSAGE);
      await queries.updateAuthor(trx, authorId, { [field]: url, updated_at: new Date() });
      const after = (await load(trx, authorId, false)).profile;
      const isComplete = missingProfileItems(after as Parameters<typeof missingProfileItems>[0]).length === 0;
      if (isComplete !== after.is_complete) await queries.updateAuthor(trx, authorId, { is_complete: isComplete });
      // the audit entry in the change's transaction: a failure (or a crash) between the two cannot keep the change
      // without its entry (docs/reliability.md, "Faults")
      const completeness = isComplete !== author.is_complete;
      await audit.record(caller, {
        action: `profile.${field}.upload`, entityType: 'author', entityId: authorId,
        before: { [field]: author[field], ...(completeness ? { is_complete: author.is_complete } : {}) },
        after: { [field]: url, ...(completeness ? { is_complete: isComplete } : {}) },
      }, ip, trx);
    });
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
      const departments = await departmentQueries.universityDepartments(db, university.id);
      return {
        _id: university.id, abbreviation: university.abbreviation, business_school: university.business_school, country: university.country,
        departments: departments.map((d) => ({ name: d.name })), domain: university.domain, name: university.name, status: university.status,
        profile_picture: university.profile_picture,
      };
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
