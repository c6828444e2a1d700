import type { TAccessLevel } from '@ri/contracts/settings';
import { isValidEmail } from '@ri/metrics';

// Settings (docs/requirements/admin-tools.md "Settings (mock-up)", made real): members with access, invitations, seats.

export const SETTINGS_TEXT = {
  membersTitle: 'Members with access',
  confirmRemoveTitle: 'Confirm remove',
  confirmRemoveText: 'Are you sure you want to remove this faculty?',
  invalidEmail: 'Please enter a valid email address',
  chooseAccessLevel: 'Choose the access level: Admin or User',
  failed: 'Something went wrong. Please try again',
} as const;

export const ACCESS_LEVEL_LABELS: Record<TAccessLevel, string> = { owner: 'Owner', admin: 'Admin', user: 'User' };
/** An invitation gives Admin or User access (there is one owner). */
export const INVITE_ACCESS_LEVELS = ['Admin', 'User'] as const;
export type InviteAccessLevel = (typeof INVITE_ACCESS_LEVELS)[number];

/** docs/requirements/admin-tools.md: 'Total available seats: 2' (the number is the account's, from the server) */
export function seatsLine(availableSeats: number): string {
  return `Total available seats: ${Math.max(0, availableSeats)}`;
}

/** The server refuses removing the owner or oneself: the button is not offered for them. */
export function canRemoveMember(member: { user_id: number; access_level: TAccessLevel }, viewer: { canManage: boolean; userId: number }): boolean {
  return viewer.canManage && member.access_level !== 'owner' && member.user_id !== viewer.userId;
}

/** The invitation form: a valid address and a level; null when it may be sent. */
export function invitationProblem(email: string, accessLevel: string | null): { field: 'email' | 'access_level'; message: string } | null {
  if (!isValidEmail(email.trim())) return { field: 'email', message: SETTINGS_TEXT.invalidEmail };
  if (accessLevel !== 'Admin' && accessLevel !== 'User') return { field: 'access_level', message: SETTINGS_TEXT.chooseAccessLevel };
  return null;
}

/** Whether inviting is possible now: a manager, and a free seat (the server also counts pending invitations). */
export function mayInvite(members: { can_manage: boolean; available_seats: number }): boolean {
  return members.can_manage && members.available_seats > 0;
}

/** '12 Mar 2026' in the reader's locale. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}
