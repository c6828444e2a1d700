import { z } from 'zod';
import { ZIdParam } from './common.ts';

// Department configuration (docs/requirements/admin-tools.md §2, §3, §5 and §7).

export const ZJournalTier = z.enum(['A', 'A-', 'B']);

export const ZDepartmentConfigQuery = z.object({ id: z.string().trim().max(20).default('') });

const ZJournalIds = z.array(ZIdParam).max(5_000).default([]);

export const ZDepartmentConfigItem = z.object({
  /** set once saved */
  id: ZIdParam.nullable().optional(),
  name: z.string().max(200).default(''),
  A: ZJournalIds,
  'A-': ZJournalIds,
  B: ZJournalIds,
  default_mapping: z.array(z.string().max(200)).max(200).default([]),
});
export type TDepartmentConfigItem = z.infer<typeof ZDepartmentConfigItem>;

export const ZDepartmentConfigDepartment = z.object({
  name: z.string(),
  id: z.number().int(),
  data: z.object({ A: z.array(z.number().int()), 'A-': z.array(z.number().int()), B: z.array(z.number().int()), default_mapping: z.array(z.string()) }),
  faculty_count: z.number().int(),
  updated_at: z.string(),
});

/** GET dept?id={university} */
export const ZDepartmentConfig = z.object({
  university_id: z.number().int(),
  departments: z.array(ZDepartmentConfigDepartment),
  /** the names a department's default mapping may use: the university's department names */
  default_mapping: z.array(z.string()),
  /** journal id -> display name, for every journal a list holds */
  journals: z.record(z.string(), z.string()),
});

/** POST dept: the whole list (docs/requirements/admin-tools.md). A saved department missing from the list is deleted. */
export const ZDepartmentConfigBody = z.object({
  id: z.coerce.number({ error: 'Please select a university' }).int().positive('Please select a university').max(2_147_483_647, 'Please select a university'),
  department: z.array(ZDepartmentConfigItem).max(200),
});
export type TDepartmentConfigBody = z.infer<typeof ZDepartmentConfigBody>;

/** POST dept/department: one department, saved or deleted (the seed's "save or delete with mode"). */
export const ZDepartmentModeBody = z.object({
  university_id: z.coerce.number({ error: 'Please select a university' }).int().positive('Please select a university').max(2_147_483_647, 'Please select a university'),
  mode: z.enum(['save', 'delete']),
  department: ZDepartmentConfigItem,
});

export const ZGetJournalsParams = z.object({ type: z.enum(['A', 'A-', 'B', 'all', 'a', 'a-', 'b']) });
export const ZJournalListItem = z.object({ id: z.number().int(), name: z.string(), issn: z.string().nullable(), tier: ZJournalTier.nullable() });
export const ZJournalOptions = z.object({ journals: z.array(ZJournalListItem) });

export const DEPARTMENT_CONFIG_RESULT_MESSAGES = {
  updated: 'Departments updated successfully',
  deleted: 'Department deleted successfully',
  hasFaculty: (name: string, count: number) => `Department ${name} still has ${count} faculty appointment${count === 1 ? '' : 's'}: move them to another department before deleting it.`,
  unknownJournal: (id: number) => `Journal ${id} does not exist.`,
  twoTiers: (id: number) => `Journal ${id} is listed in more than one tier of the same department.`,
  notInUniversity: 'This department does not belong to this university.',
} as const;
