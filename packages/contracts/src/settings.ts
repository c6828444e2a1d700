import { z } from 'zod';
import { ZIdParam, ZMessage } from './common.ts';

// Settings (docs/requirements/admin-tools.md "Settings (mock-up)", made real): members of a university account, invitations, seats.

export const ZAccessLevel = z.enum(['owner', 'admin', 'user']);
export type TAccessLevel = z.infer<typeof ZAccessLevel>;

/** An admin (user type admin) names the university; a university member manages their own. */
export const ZSettingsScopeQuery = z.object({ university_id: ZIdParam.optional() });

export const ZSettingsMember = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  access_level: ZAccessLevel,
  created_at: z.string(),
});
export const ZSettingsInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  access_level: ZAccessLevel,
  expires_at: z.string(),
});
export const ZSettingsMembers = z.object({
  university_id: z.number().int(),
  univ_name: z.string(),
  members: z.array(ZSettingsMember),
  pending_invitations: z.array(ZSettingsInvitation),
  seat_limit: z.number().int(),
  /** seat_limit - members - pending invitations */
  available_seats: z.number().int(),
  /** whether the caller may invite and remove members */
  can_manage: z.boolean(),
});

export const ZInvitationBody = z.object({
  email: z.string().trim().max(320).email('Please enter a valid email address'),
  access_level: z.enum(['Admin', 'User', 'admin', 'user'], { error: 'Choose the access level: Admin or User' }).transform((level) => level.toLowerCase() as 'admin' | 'user'),
});

export const ZAcceptInvitationBody = z.object({
  token: z.string().min(10).max(200),
  username: z.string().trim().min(3, 'The username must have at least 3 characters').max(100).regex(/^[\w.@-]+$/, 'The username may use letters, digits and . _ @ - only'),
  password: z.string().max(128),
});

export const ZMemberParams = z.object({ userId: ZIdParam });
export const ZInvitationParams = z.object({ invitationId: ZIdParam });

export const SETTINGS_MESSAGES = {
  invited: 'Invitation sent',
  accepted: 'Your account is ready. You can log in now.',
  removed: 'Member removed',
  withdrawn: 'Invitation withdrawn',
  notInvited: 'No invitation to this account is waiting with this id.',
  seatsFull: (limit: number) => `All ${limit} seats of this account are taken (members and pending invitations). Remove a member before inviting someone else.`,
  alreadyMember: 'This e-mail address already belongs to an account.',
  alreadyInvited: 'An invitation to this address is already waiting to be accepted.',
  invalidInvitation: 'This invitation link is invalid or has expired. Ask for a new invitation.',
  usernameTaken: 'This username or e-mail address is already used by another account.',
  cannotRemoveOwner: 'The owner of the account cannot be removed.',
  cannotRemoveSelf: 'You cannot remove yourself.',
  notMember: 'This user is not a member of this university account.',
  manageOnly: 'Only the owner or an admin of this account can manage members.',
  chooseUniversity: 'Please select a university',
} as const;

/** POST /api/settings/invitations/accept: the message and the new account's user id. */
export const ZAcceptInvitationResponse = ZMessage.extend({ user_id: z.number().int() });
