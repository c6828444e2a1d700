import type { TComputeButtonName } from '@ri/contracts/analytics';
import { fieldLabel, formatField } from '../../format/numberFormat.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong.';
export const DETAILS_FAILED = 'Couldn\'t load button details';
export const NO_LAST_UPDATE = 'Unable to load last update.';
export const EMAIL_NOTE = 'An e-mail is sent to you when a job you started completes.';

export const COMPUTE_BUTTONS: { name: TComputeButtonName; label: string; description: string }[] = [
  { name: 'generate_university_stats', label: 'Generate University Stats', description: 'Rebuilds the precomputed statistics of every author, department and university.' },
  { name: 'generate_tenure_data', label: 'Generate Tenure Data', description: 'Rebuilds the tenure readiness data.' },
  { name: 'generate_first_year_career', label: 'Generate First Year Career', description: 'Sets every author\'s first year of career from their education and work history.' },
];

/** The label of another button whose computation is running (one at a time across the three), or null. */
export function waitingFor(name: TComputeButtonName, details: readonly { button_name: TComputeButtonName; running: boolean }[]): string | null {
  const other = details.find((d) => d.running && d.button_name !== name);
  return other ? (COMPUTE_BUTTONS.find((b) => b.name === other.button_name)?.label ?? other.button_name) : null;
}

/** Why a button waits (the server refuses the start with a 409 naming the running one). */
export function waitingText(runningLabel: string): string {
  return `${runningLabel} is running. This one can start when it has finished.`;
}

/** 'Last modified: <date>' or the seed's text for a missing date. */
export function lastModifiedText(modifiedOn: string | null | undefined): string {
  if (!modifiedOn) return NO_LAST_UPDATE;
  const date = new Date(modifiedOn);
  if (Number.isNaN(date.getTime())) return NO_LAST_UPDATE;
  return `Last modified: ${date.toLocaleString()}`;
}

/** A finished job's result as label/value lines (its counts, years and durations written as docs/ui.md "Numbers" says); nothing for other shapes. */
export function resultLines(result: unknown): { label: string; value: string }[] {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return [];
  return Object.entries(result as Record<string, unknown>)
    .filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]))
    .map(([key, value]) => ({
      label: fieldLabel(key),
      value: typeof value === 'number' ? formatField(key, value) : String(value),
    }));
}
