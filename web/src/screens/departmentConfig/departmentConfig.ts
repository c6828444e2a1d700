import type { TDepartmentConfigItem } from '@ri/contracts/departmentConfig';
import type { TDeptResponse } from '@ri/contracts/profile';
import { DEPARTMENT_CONFIG_MESSAGES, validateDepartmentDelete, validateDepartmentSave } from '@ri/metrics';

// Department configuration (docs/requirements/admin-tools.md §2, §4, §5 and §8): the manager's data, the form's draft,
// the default-mapping union and the seed's alerts.

export const DEPARTMENT_CONFIG_ALERTS = {
  ...DEPARTMENT_CONFIG_MESSAGES,
  updated: 'Departments updated successfully',
  fetchConfigFailed: 'Unable to fetch Department Config Data!!!',
  fetchJournalsFailed: 'Unable to fetch Journals Data!!!',
  somethingWrong: 'Something went wrong. Please try again',
  notAllowed: 'Only an admin, or the owner or an admin of this university account, can configure its departments.',
} as const;

export const TIERS = ['A', 'A-', 'B'] as const;
export type Tier = (typeof TIERS)[number];
export const TIER_GROUP_LABELS: Record<Tier, string> = { A: 'A Journals', 'A-': 'A- Journals', B: 'B Journals' };
export const TIER_SELECT_LABELS: Record<Tier, string> = { A: 'Add A Journals', 'A-': 'Add A- Journals', B: 'Add B Journals' };
/** docs/requirements/admin-tools.md: the A and A- groups of a panel start expanded */
export const INITIALLY_OPEN_GROUPS: readonly Tier[] = ['A', 'A-'];
/** docs/requirements/admin-tools.md §4: the scroll to the opened form waits 50 ms */
export const FORM_SCROLL_DELAY_MS = 50;

export type TierLists = Record<Tier, number[]>;

export interface ConfiguredDepartment extends TierLists {
  id: number;
  name: string;
  default_mapping: string[];
  faculty_count: number;
}

export interface DepartmentConfigView {
  universityId: number;
  departments: ConfiguredDepartment[];
  /** the names a default mapping may use: the university's department names */
  departmentNames: string[];
  /** journal id -> name, for every journal a list holds */
  journalNames: Record<string, string>;
  /** the university has no departments yet: the profile offers the 14 standard names meanwhile */
  fallback: boolean;
}

/** GET dept's answer as the manager reads it; null when the caller may not configure (no configuration fields). */
export function configViewOf(answer: TDeptResponse): DepartmentConfigView | null {
  if (answer.university_id === undefined) return null;
  const departments: ConfiguredDepartment[] = answer.fallback ? [] : answer.departments.flatMap((department) => {
    if (department.id === undefined) return [];
    return [{
      id: department.id,
      name: department.name,
      A: department.data?.A ?? [],
      'A-': department.data?.['A-'] ?? [],
      B: department.data?.B ?? [],
      default_mapping: department.data?.default_mapping ?? [],
      faculty_count: department.faculty_count ?? 0,
    }];
  });
  return {
    universityId: answer.university_id,
    departments,
    departmentNames: answer.fallback ? [] : (answer.default_mapping ?? departments.map((department) => department.name)),
    journalNames: answer.journals ?? {},
    fallback: answer.fallback,
  };
}

export interface DepartmentDraft extends TierLists {
  /** null until saved */
  id: number | null;
  name: string;
  default_mapping: string[];
}

export function emptyDraft(): DepartmentDraft {
  return { id: null, name: '', A: [], 'A-': [], B: [], default_mapping: [] };
}

export function draftOf(department: ConfiguredDepartment): DepartmentDraft {
  return { id: department.id, name: department.name, A: [...department.A], 'A-': [...department['A-']], B: [...department.B], default_mapping: [...department.default_mapping] };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * docs/requirements/admin-tools.md §4: selecting default-mapping departments rebuilds the A, A- and B selections as
 * the union of those departments' lists. A journal that the mapped departments place in different
 * tiers keeps the highest (A, then A-, then B): a department cannot list a journal twice.
 */
export function unionOfMappedLists(mappedNames: readonly string[], departments: readonly ConfiguredDepartment[]): TierLists {
  const mapped = departments.filter((department) => mappedNames.some((name) => sameName(name, department.name)));
  const placed = new Set<number>();
  const lists: TierLists = { A: [], 'A-': [], B: [] };
  for (const tier of TIERS) {
    for (const department of mapped) {
      for (const journalId of department[tier]) {
        if (placed.has(journalId)) continue;
        placed.add(journalId);
        lists[tier].push(journalId);
      }
    }
  }
  return lists;
}

/** The draft after the 'Select Departments' choice changed. */
export function withDefaultMapping(draft: DepartmentDraft, mappedNames: string[], departments: readonly ConfiguredDepartment[]): DepartmentDraft {
  return { ...draft, default_mapping: mappedNames, ...unionOfMappedLists(mappedNames, departments) };
}

/** A tier's choice: the journals are taken out of the other tiers (a journal sits in one tier of a department). */
export function withTier(draft: DepartmentDraft, tier: Tier, journalIds: number[]): DepartmentDraft {
  const chosen = new Set(journalIds);
  const next: DepartmentDraft = { ...draft, [tier]: journalIds };
  for (const other of TIERS) if (other !== tier) next[other] = draft[other].filter((id) => !chosen.has(id));
  return next;
}

/** The names 'Select Departments' offers: the university's other departments. */
export function mappingOptions(view: DepartmentConfigView, draft: DepartmentDraft): string[] {
  const own = draft.id === null ? null : view.departments.find((department) => department.id === draft.id)?.name ?? null;
  return view.departmentNames.filter((name) => own === null || !sameName(name, own));
}

/** Save: the seed's alerts, then our unique-name rule; null when the draft may be sent. */
export function saveProblem(draft: DepartmentDraft, view: DepartmentConfigView): string | null {
  const others = view.departments.filter((department) => department.id !== draft.id).map((department) => department.name);
  const issue = validateDepartmentSave(
    { id: draft.id, name: draft.name, default_mapping: draft.default_mapping },
    { universityDepartmentNames: [...others, draft.name], otherConfiguredNames: others },
  )[0];
  return issue?.message ?? null;
}

/** Delete: a name, and a saved department ('Cannot Delete Unsaved Data'). */
export function deleteProblem(draft: DepartmentDraft): string | null {
  return validateDepartmentDelete({ id: draft.id, name: draft.name })[0]?.message ?? null;
}

/** The body's department of POST dept/department. */
export function departmentBodyOf(draft: DepartmentDraft): TDepartmentConfigItem {
  return {
    ...(draft.id === null ? {} : { id: draft.id }),
    name: draft.name.trim(),
    A: draft.A,
    'A-': draft['A-'],
    B: draft.B,
    default_mapping: draft.default_mapping,
  };
}

export interface JournalChoice {
  id: number;
  name: string;
  issn: string | null;
  tier: Tier | null;
}

/**
 * The options of one tier's multi-select: every journal of the catalogue, grouped by its global
 * tier (a department may rank a journal differently), those chosen in another tier of this
 * department disabled.
 */
export function journalSelectData(journals: readonly JournalChoice[], draft: DepartmentDraft, tier: Tier) {
  const elsewhere = new Set(TIERS.filter((other) => other !== tier).flatMap((other) => draft[other]));
  const groups: Array<{ group: string; tier: Tier | null }> = [
    { group: 'Global tier A', tier: 'A' }, { group: 'Global tier A-', tier: 'A-' }, { group: 'Global tier B', tier: 'B' }, { group: 'Not ranked', tier: null },
  ];
  return groups
    .map(({ group, tier: groupTier }) => ({
      group,
      items: journals.filter((journal) => journal.tier === groupTier).map((journal) => ({
        value: String(journal.id),
        label: journal.issn ? `${journal.name} (${journal.issn})` : journal.name,
        disabled: elsewhere.has(journal.id),
      })),
    }))
    .filter((group) => group.items.length > 0);
}

/** A panel's journal names for one tier, sorted; unknown ids show as their number. */
export function journalNamesOf(ids: readonly number[], names: Record<string, string>): string[] {
  return ids.map((id) => names[String(id)] ?? `Journal ${id}`).sort((a, b) => a.localeCompare(b));
}
