import { describe, expect, it } from 'vitest';
import type { TAuditEntry } from '@ri/contracts/audit';
import { historyRows, historyTime } from './profileHistory.ts';

const entry: TAuditEntry = {
  id: 5, at: '2026-03-04T14:05:00.000Z', action: 'profile.admin_update', entity_type: 'author', entity_id: '9',
  before: { bio: '' }, after: { bio: 'x', area_of_interest: ['Banking'] }, ip: '::1',
  actor_user_id: 1, actor_username: 'admin', impersonator_user_id: null, impersonator_username: null,
};

describe('profile history', () => {
  it('names the action, the person and the fields changed', () => {
    expect(historyRows([entry])).toEqual([{ id: 5, at: entry.at, action: 'Profile updated by an administrator', who: 'admin', fields: 'area_of_interest, bio' }]);
  });
  it('names the administrator behind an impersonated change, and keeps unknown actions', () => {
    const [row] = historyRows([{ ...entry, action: 'x.y', actor_username: 'faculty', impersonator_username: 'admin', after: null }]);
    expect(row).toMatchObject({ action: 'x.y', who: 'admin (acting as faculty)', fields: '' });
  });
  it('writes local times', () => {
    expect(historyTime('not a date')).toBe('not a date');
    expect(historyTime(entry.at)).toMatch(/^2026-03-0\d \d\d:\d\d$/);
  });
});
