// What every step of a profile update reads (domains/profile/service.ts, updateProfile): the request, who sends
// it, the profile as it was, and the draft the steps fill in before the one write.
import type { Transaction } from 'kysely';
import type { Database } from '@ri/db';
import type { RuleIssue } from '@ri/metrics';
import type { TAuthorProfile, TProfileUpdateFields } from '@ri/contracts';
import { ValidationFailed } from '../../../http/errors.ts';
import type * as queries from '../queries.ts';

/** Where an update's messages point (the request body's `update` object). */
export const P = 'body.update.';

export interface LoadedProfile {
  author: queries.AuthorRow;
  profile: TAuthorProfile;
  departments: Awaited<ReturnType<typeof queries.authorDepartments>>;
  work: queries.WorkRow[];
}

/** A university an entry names, by id or by its exact name. */
export type ResolveUniversities = (items: Array<{ univId?: string | number | null; institution: string }>) => Promise<Array<{ id: number; name: string } | null>>;

export interface UpdateRequest {
  trx: Transaction<Database>;
  fields: TProfileUpdateFields;
  isAdmin: boolean;
  /** the profile before the update, read inside the transaction */
  current: LoadedProfile;
  currentYear: number;
  resolveUniversities: ResolveUniversities;
}

export function firstIssue(issues: readonly RuleIssue[], prefix: string): void {
  const issue = issues[0];
  if (issue) throw new ValidationFailed(issue.message, `${prefix}${issue.field}`);
}

export function toId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase().replace(/\s+/g, ' ') === (b ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** Trimmed, without blanks, duplicates (case-insensitive) dropped keeping the first spelling. */
export function cleanList(values: readonly string[]): string[] {
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
