import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type TDepartmentConfigItem } from '@ri/contracts/departmentConfig';
import { ZDeptPostResponse, ZDeptResponse } from '@ri/contracts/profile';
import { apiFetch } from '../client.ts';
import { dashboardKeys } from '../dashboards/departmentQueries.ts';
import { profileKeys } from '../profile/profileQueries.ts';

// Department configuration (docs/admin-tools.md). The manager reads GET dept, shared with the
// profile: callers allowed to configure get each department's lists in the same answer.

export const departmentConfigKeys = {
  all: ['departmentConfig'] as const,
  university: (universityId: number) => [...departmentConfigKeys.all, universityId] as const,
};

/** GET /api/dept?id=: the university's departments (with the configuration for admins and the account's owner and admins). */
export function departmentConfigQueryOptions(universityId: number | null) {
  return queryOptions({
    queryKey: departmentConfigKeys.university(universityId ?? 0),
    queryFn: ({ signal }) => apiFetch('/dept', { query: { id: universityId }, schema: ZDeptResponse, signal }),
    enabled: universityId !== null,
    staleTime: 60_000,
  });
}

/** POST /api/dept/department { university_id, mode, department }: the form's Save and Delete. */
export function saveOrDeleteDepartment(universityId: number, mode: 'save' | 'delete', department: TDepartmentConfigItem) {
  return apiFetch('/dept/department', { method: 'POST', body: { university_id: universityId, mode, department }, schema: ZDeptPostResponse });
}

/** Every reader of the university's departments (this manager, profiles, directory filters, dashboards) reads again. */
export async function invalidateDepartments(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: departmentConfigKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}
