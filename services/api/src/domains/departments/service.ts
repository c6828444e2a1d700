import type { Db } from '@ri/db';
import {
  DEPARTMENT_CONFIG_RESULT_MESSAGES, SEND_EMAIL_CONFIRMATION, type TDepartmentConfigItem, type TDeptAddBody, type TDeptResponse,
} from '@ri/contracts';
import { BUSINESS_SCHOOL_DEPARTMENTS, validateDepartmentDelete, validateDepartmentSave, type RuleIssue } from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { StatsRefresher } from '../profile/statsRefresh.ts';
import type { TeamRequestService } from '../teamRequests/service.ts';
import * as queries from './queries.ts';
import type { Tier } from './queries.ts';

const TIERS: readonly Tier[] = ['A', 'A-', 'B'];
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

export interface DepartmentConfigServiceDeps {
  db: Db;
  audit: AuditService;
  refreshStats: StatsRefresher;
}

/**
 * Department configuration (docs/requirements/admin-tools.md): a university's departments, each with its A, A- and B
 * journal lists and its default mapping. Admins configure any university; a university account's
 * owner or admin configures their own. Served at the seed's paths GET/POST dept, which the
 * department names share (departmentRoutes in routes.ts hands the configuration variants here).
 */
export function createDepartmentConfigService({ db, audit, refreshStats }: DepartmentConfigServiceDeps) {
  function mayConfigure(caller: Caller, universityId: number): boolean {
    return caller.type === 'admin' || (caller.type === 'university' && caller.universityId === universityId && caller.accessLevel !== 'user');
  }

  function assertMayConfigure(caller: Caller, universityId: number): void {
    if (!mayConfigure(caller, universityId)) throw new Forbidden('Only an admin, or the owner or an admin of this university account, can configure its departments.');
  }

  function firstIssue(issues: readonly RuleIssue[], prefix: string): void {
    const issue = issues[0];
    if (issue) throw new ValidationFailed(issue.message, `${prefix}.${issue.field}`);
  }

  /** The journal lists of one item, checked: journals exist and none is in two tiers. */
  /** Saves a configured department's name and default mapping: updates it (an id) or adds it; its id. */
  async function writeDepartment(trx: Db, universityId: number, item: TDepartmentConfigItem): Promise<number> {
    const mapping = item.default_mapping.map(tidy);
    if (item.id === null || item.id === undefined) return queries.insertDepartment(trx, universityId, tidy(item.name), mapping);
    await queries.updateDepartment(trx, item.id, { name: tidy(item.name), default_mapping: mapping });
    return item.id;
  }

  async function listsOf(trx: Db, item: TDepartmentConfigItem, field: string) {
    const lists = TIERS.flatMap((tier) => item[tier].map((journalId) => ({ journalId, tier })));
    const seen = new Set<number>();
    for (const entry of lists) {
      if (seen.has(entry.journalId)) throw new ValidationFailed(DEPARTMENT_CONFIG_RESULT_MESSAGES.twoTiers(entry.journalId), field);
      seen.add(entry.journalId);
    }
    const existing = await queries.existingJournalIds(trx, [...seen]);
    const unknown = [...seen].find((id) => !existing.has(id));
    if (unknown !== undefined) throw new ValidationFailed(DEPARTMENT_CONFIG_RESULT_MESSAGES.unknownJournal(unknown), field);
    return lists;
  }

  const sameLists = (a: ReadonlyArray<{ journalId: number; tier: Tier }>, b: ReadonlyArray<{ journal_id: number; tier: string }>) =>
    a.length === b.length && a.every((entry) => b.some((row) => row.journal_id === entry.journalId && row.tier === entry.tier));

  async function university(universityId: number) {
    const found = await queries.findUniversity(db, universityId);
    if (!found) throw new NotFound('This university does not exist.');
    return found;
  }

  return {
    mayConfigure,

    /** GET dept, configuration part: departments with lists, the names a default mapping may use, journal names. */
    async read(universityId: number) {
      const { departments, lists } = await queries.departmentsWithLists(db, universityId);
      const journals: Record<string, string> = {};
      for (const row of lists) journals[String(row.journal_id)] = row.name;
      return {
        university_id: universityId,
        departments: departments.map((d) => {
          const own = lists.filter((row) => row.department_id === d.id);
          const tier = (t: Tier) => own.filter((row) => row.tier === t).map((row) => row.journal_id);
          return {
            name: d.name, id: d.id, faculty_count: Number(d.faculty_count ?? 0), updated_at: d.updated_at.toISOString(),
            data: { A: tier('A'), 'A-': tier('A-'), B: tier('B'), default_mapping: d.default_mapping },
          };
        }),
        default_mapping: departments.map((d) => d.name),
        journals,
      };
    },

    /**
     * POST dept with the whole list: every department saved (the seed's alerts for a missing name
     * and inconsistent default names), the ones missing from the list deleted (refused while
     * faculty hold appointments there), all in one transaction; then the statistics refresh of
     * the departments whose lists changed.
     */
    async saveAll(caller: Caller, body: { id: number; department: TDepartmentConfigItem[] }, ip: string) {
      assertMayConfigure(caller, body.id);
      await university(body.id);
      const names = body.department.map((item) => item.name ?? '');
      body.department.forEach((item, i) => {
        const others = names.filter((_, j) => j !== i);
        firstIssue(validateDepartmentSave({ id: item.id ?? null, name: item.name, default_mapping: item.default_mapping }, { universityDepartmentNames: names, otherConfiguredNames: others }), `body.department.${i}`);
      });
      const outcome = await db.transaction().execute(async (trx) => {
        const existing = await queries.departmentsOf(trx, body.id);
        const existingIds = new Set(existing.map((d) => d.id));
        body.department.forEach((item, i) => {
          if (item.id !== null && item.id !== undefined && !existingIds.has(item.id)) throw new ValidationFailed(DEPARTMENT_CONFIG_RESULT_MESSAGES.notInUniversity, `body.department.${i}.id`);
        });
        const kept = new Set(body.department.map((item) => item.id).filter((id): id is number => typeof id === 'number'));
        const removed = existing.filter((d) => !kept.has(d.id));
        const counts = await queries.appointmentCounts(trx, removed.map((d) => d.id));
        const busy = removed.find((d) => (counts.get(d.id) ?? 0) > 0);
        if (busy) throw new Conflict(DEPARTMENT_CONFIG_RESULT_MESSAGES.hasFaculty(busy.name, counts.get(busy.id)!));
        await queries.deleteDepartments(trx, removed.map((d) => d.id));
        const before = await queries.journalListsOf(trx, [...kept]);
        // renames go through a temporary name, so that swapping two names never trips the unique index
        for (const id of kept) await queries.updateDepartment(trx, id, { name: ` renaming ${id}` });
        const changed: number[] = [];
        const savedIds: number[] = [];
        for (const [i, item] of body.department.entries()) {
          const lists = await listsOf(trx, item, `body.department.${i}`);
          const id = await writeDepartment(trx, body.id, item);
          savedIds.push(id);
          if (!sameLists(lists, before.filter((row) => row.department_id === id))) {
            await queries.replaceJournalLists(trx, id, lists);
            changed.push(id);
          }
        }
        // the configuration and its audit entry in one transaction (docs/reliability.md, "Faults")
        await audit.record(caller, {
          action: 'department_config.save', entityType: 'university', entityId: body.id,
          after: { departments: body.department.map((item, i) => ({ ...item, id: savedIds[i] })), deleted: removed.map((d) => d.name) },
        }, ip, trx);
        return { removed, changed, savedIds };
      });
      if (outcome.changed.length > 0) await refreshStats({ departmentIds: outcome.changed }, caller.userId);
      return { message: DEPARTMENT_CONFIG_RESULT_MESSAGES.updated, status: 'updated' as const, department_ids: outcome.savedIds };
    },

    /** POST dept/department: one department saved or deleted (the form's Save and Delete). */
    async saveOrDelete(caller: Caller, body: { university_id: number; mode: 'save' | 'delete'; department: TDepartmentConfigItem }, ip: string) {
      assertMayConfigure(caller, body.university_id);
      await university(body.university_id);
      const item = body.department;
      if (body.mode === 'delete') {
        firstIssue(validateDepartmentDelete({ id: item.id ?? null, name: item.name }), 'body.department');
        const deleted = await db.transaction().execute(async (trx) => {
          const found = (await queries.departmentsOf(trx, body.university_id)).find((d) => d.id === item.id);
          if (!found) throw new NotFound(DEPARTMENT_CONFIG_RESULT_MESSAGES.notInUniversity);
          const count = (await queries.appointmentCounts(trx, [found.id])).get(found.id) ?? 0;
          if (count > 0) throw new Conflict(DEPARTMENT_CONFIG_RESULT_MESSAGES.hasFaculty(found.name, count));
          await queries.deleteDepartments(trx, [found.id]);
          await audit.record(caller, { action: 'department_config.delete', entityType: 'department', entityId: found.id, before: { name: found.name, university_id: body.university_id } }, ip, trx);
          return found;
        });
        return { message: DEPARTMENT_CONFIG_RESULT_MESSAGES.deleted, status: 'deleted' as const, department_ids: [deleted.id] };
      }
      const outcome = await db.transaction().execute(async (trx) => {
        const existing = await queries.departmentsOf(trx, body.university_id);
        if (item.id !== null && item.id !== undefined && !existing.some((d) => d.id === item.id)) throw new NotFound(DEPARTMENT_CONFIG_RESULT_MESSAGES.notInUniversity);
        const others = existing.filter((d) => d.id !== item.id).map((d) => d.name);
        firstIssue(validateDepartmentSave({ id: item.id ?? null, name: item.name, default_mapping: item.default_mapping }, { universityDepartmentNames: [...others, item.name ?? ''], otherConfiguredNames: others }), 'body.department');
        const lists = await listsOf(trx, item, 'body.department');
        const id = await writeDepartment(trx, body.university_id, item);
        const before = await queries.journalListsOf(trx, [id]);
        const changed = !sameLists(lists, before);
        if (changed) await queries.replaceJournalLists(trx, id, lists);
        await audit.record(caller, { action: 'department_config.save', entityType: 'department', entityId: id, after: { ...item, id, university_id: body.university_id } }, ip, trx);
        return { id, changed };
      });
      if (outcome.changed) await refreshStats({ departmentIds: [outcome.id] }, caller.userId);
      return { message: DEPARTMENT_CONFIG_RESULT_MESSAGES.updated, status: 'updated' as const, department_ids: [outcome.id] };
    },

    /** GET get_journals/{type}: journals of a global tier (A, A-, B) or all. */
    async journals(type: string) {
      const upper = type.toUpperCase();
      const tier = upper === 'ALL' ? null : (upper as Tier);
      return { journals: (await queries.journalsByTier(db, tier)).map((j) => ({ id: j.id, name: j.name, issn: j.issn, tier: j.tier as Tier | null })) };
    },
  };
}

export type DepartmentConfigService = ReturnType<typeof createDepartmentConfigService>;

export const DEPARTMENT_REQUESTED_MESSAGE = SEND_EMAIL_CONFIRMATION;
export const DEPARTMENT_ADDED_MESSAGE = 'Department added';
export const DEPARTMENT_OTHER_UNIVERSITY = 'You can only ask for departments of your own university.';

const sameName = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

export interface DepartmentsServiceDeps {
  db: Db;
  audit: AuditService;
  teamRequests: TeamRequestService;
  teamEmail: string;
}

/**
 * A university's department names (GET dept) and adding one (POST dept, docs/requirements/profile-and-accounts.md):
 * an admin adds it at once, a member of that university asks the team.
 */
export function createDepartmentsService({ db, audit, teamRequests, teamEmail }: DepartmentsServiceDeps) {
  return {
    async list(caller: Caller, universityId: number | undefined): Promise<TDeptResponse> {
      // a faculty member's own university is the one on their profile (it changes with a new position)
      const own = caller.authorId !== null ? await queries.authorUniversityId(db, caller.authorId) : null;
      const id = universityId ?? own ?? caller.universityId ?? null;
      if (id === null) throw new ValidationFailed('Choose Correct university', 'querystring.id');
      const university = await queries.findUniversityRecord(db, id);
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
    async add(caller: Caller, body: TDeptAddBody, ip: string): Promise<{ message: string; status: 'added' | 'requested' }> {
      const university = await queries.findUniversityRecord(db, body.id);
      if (!university) throw new NotFound('This university does not exist.');
      const name = body.department.trim().replace(/\s+/g, ' ');
      if (caller.type === 'admin') {
        const existing = (await queries.universityDepartments(db, university.id)).find((d) => sameName(d.name, name));
        if (existing) return { message: DEPARTMENT_ADDED_MESSAGE, status: 'added' };
        await db.transaction().execute(async (trx) => {
          const departmentId = await queries.ensureDepartment(trx, university.id, name);
          await audit.record(caller, { action: 'department.add', entityType: 'department', entityId: departmentId, after: { university_id: university.id, name } }, ip, trx);
        });
        return { message: DEPARTMENT_ADDED_MESSAGE, status: 'added' };
      }
      let ownUniversity = caller.universityId;
      if (caller.type === 'faculty' && caller.authorId !== null) {
        ownUniversity = (await queries.authorUniversityId(db, caller.authorId)) ?? caller.universityId;
      }
      if (ownUniversity !== university.id) throw new Forbidden(DEPARTMENT_OTHER_UNIVERSITY);
      await teamRequests.send(caller, {
        kind: 'department', recipient: teamEmail, subject: `Add department ${name} to ${university.name}`,
        body: `Please add the department "${name}" to ${university.name} (university id ${university.id}).`,
        payload: { university_id: university.id, department: name },
      });
      return { message: DEPARTMENT_REQUESTED_MESSAGE, status: 'requested' };
    },
  };
}

export type DepartmentsService = ReturnType<typeof createDepartmentsService>;
