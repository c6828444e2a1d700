// The 14 checks of the 'Red Flags Search' (declared once in @ri/contracts' red-flag catalogue, read here
// without zod: the route's validateSearch reads the check ids) and the rules of the six toggle flags.
import { RED_FLAG_CHECKS, RED_FLAG_CHECK_IDS, redFlagCheck, type RedFlagCheckDeclaration, type RedFlagCheckId, type RedFlagPanelKind } from '@ri/contracts/catalogue';

export { RED_FLAG_CHECKS, RED_FLAG_CHECK_IDS, type RedFlagCheckId };
export type RedFlagPanel = RedFlagPanelKind;

export function checkById(id: RedFlagCheckId): RedFlagCheckDeclaration {
  return redFlagCheck(id)!;
}

/** docs/requirements/admin-tools.md: the six categories that also set a toggle flag when chosen. */
export const TOGGLE_FLAGS = [
  'incorrect_percent_appointment',
  'inconsistent_paper_numbers',
  'missing_gender',
  'missing_position',
  'missing_department',
  'missing_marker',
] as const;
export type ToggleFlag = (typeof TOGGLE_FLAGS)[number];
export type ToggleFlags = Record<ToggleFlag, boolean>;

const FLAG_OF_CHECK: Partial<Record<RedFlagCheckId, ToggleFlag>> = {
  faculty_with_incorrect_percent_appointment: 'incorrect_percent_appointment',
  faculty_with_inconsistent_paper_number: 'inconsistent_paper_numbers',
  faculty_with_missing_gender: 'missing_gender',
  faculty_with_missing_position: 'missing_position',
  faculty_with_missing_department: 'missing_department',
  faculty_with_missing_marker: 'missing_marker',
};

export function toggleFlagOf(check: RedFlagCheckId | undefined): ToggleFlag | null {
  return check === undefined ? null : FLAG_OF_CHECK[check] ?? null;
}

/**
 * The flags after choosing `check`: choosing one of the six sets its flag and clears the other
 * five; any other check clears them all.
 */
export function toggleFlagsFor(check: RedFlagCheckId | undefined): ToggleFlags {
  const active = toggleFlagOf(check);
  return Object.fromEntries(TOGGLE_FLAGS.map((flag) => [flag, flag === active])) as ToggleFlags;
}
