import type { TAuditEntry } from '@ri/contracts/audit';

// The profile's change history for administrators (GET audit_log of the author): who changed
// what and when. The seeds show no history; an administrator editing a faculty member's profile
// needs to see what they and others changed (docs/profile.md).

const ACTION_LABELS: Readonly<Record<string, string>> = {
  'profile.update': 'Profile updated by the faculty member',
  'profile.admin_update': 'Profile updated by an administrator',
  'profile.cv.upload': 'CV uploaded',
  'profile.highlighted_cv.upload': 'CV marked',
  'profile.profile_picture.upload': 'Picture uploaded',
  'profile.paper.add': 'Paper added',
  'profile.paper.remove': 'Paper removed',
  'profile.paper.admin_add': 'Paper added by an administrator',
  'profile.paper.admin_remove': 'Paper removed by an administrator',
};

export interface HistoryRow {
  id: number;
  at: string;
  action: string;
  who: string;
  fields: string;
}

function changedFields(entry: TAuditEntry): string[] {
  const after = entry.after;
  if (after === null || typeof after !== 'object' || Array.isArray(after)) return [];
  return Object.keys(after as Record<string, unknown>).sort();
}

export function historyRows(entries: readonly TAuditEntry[]): HistoryRow[] {
  return entries.map((entry) => {
    const actor = entry.actor_username ?? (entry.actor_user_id === null ? 'system' : `user ${entry.actor_user_id}`);
    return {
      id: entry.id,
      at: entry.at,
      action: ACTION_LABELS[entry.action] ?? entry.action,
      who: entry.impersonator_username === null ? actor : `${entry.impersonator_username} (acting as ${actor})`,
      fields: changedFields(entry).join(', '),
    };
  });
}

/** '2026-03-04 14:05' in the browser's time zone. */
export function historyTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
