/** A university of the pickers' lists (GET get_universities/completed and /all). */
export interface UniversityOption { _id: number; name: string }

/** A university as a select's option. */
export function universityItem(university: UniversityOption): { value: string; label: string } {
  return { value: String(university._id), label: university.name };
}

/**
 * The options of a university multi-select: the universities with complete faculty data, less the
 * excluded ones, and every chosen one that is not among them under its name. A school whose faculty data
 * is not complete (Pending: one just onboarded) is chosen by default on Tenure Readiness when it is the
 * user's own or the administrator's chosen school; without an option of its own the tag read its id ("26").
 */
export function universityOptions(
  completed: readonly UniversityOption[],
  all: readonly UniversityOption[],
  chosen: readonly number[],
  excludeIds: readonly number[] = [],
): Array<{ value: string; label: string }> {
  const listed = completed.filter((university) => !excludeIds.includes(university._id));
  const names = new Map(all.map((university) => [university._id, university.name]));
  const extra = chosen
    .filter((id) => !excludeIds.includes(id) && !listed.some((university) => university._id === id) && names.has(id))
    .map((id) => ({ _id: id, name: names.get(id)! }));
  return [...listed, ...extra].map(universityItem);
}
