import { createHash, randomBytes } from 'node:crypto';
import { findLoginNameHolder, hashPassword, lockLoginNames, type Db } from '@ri/db';
import { invitationEmail, type Mailer } from '@ri/mail';
import { SETTINGS_MESSAGES, type TAccessLevel } from '@ri/contracts';
import { validatePasswordPolicy, validateUsername } from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { Conflict, Forbidden, NotFound, ServiceUnavailable, ValidationFailed } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { consumeEmailToken } from '../../queries/emailTokens.ts';
import * as queries from './queries.ts';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SettingsServiceDeps {
  db: Db;
  mailer: Mailer;
  audit: AuditService;
  publicUrl: string;
  revokeAllSessions(userId: number): Promise<void>;
}

/**
 * Settings (docs/requirements/admin-tools.md's mock-up made real): the members of a university account, invitations by
 * e-mail within the account's seats, removal. The owner and admins of the account manage it, its
 * users read it; admins (user type admin) manage any university's account.
 */
export function createSettingsService({ db, mailer, audit, publicUrl, revokeAllSessions }: SettingsServiceDeps) {
  /** Which university the caller acts on: their own, or for an admin the one named. */
  function universityOf(caller: Caller, requested: number | undefined): number {
    if (caller.type === 'admin') {
      if (requested === undefined) throw new ValidationFailed(SETTINGS_MESSAGES.chooseUniversity, 'querystring.university_id');
      return requested;
    }
    if (caller.universityId === null) throw new Forbidden();
    if (requested !== undefined && requested !== caller.universityId) throw new Forbidden('You can only see your own university\'s account.');
    return caller.universityId;
  }

  const canManage = (caller: Caller) => caller.type === 'admin' || caller.accessLevel === 'owner' || caller.accessLevel === 'admin';

  async function seatsUsed(trx: Db, universityId: number): Promise<number> {
    const [members, invitations] = await Promise.all([queries.members(trx, universityId), queries.pendingInvitations(trx, universityId)]);
    return members.length + invitations.length;
  }

  return {
    async members(caller: Caller, requested: number | undefined) {
      const universityId = universityOf(caller, requested);
      const university = await queries.findUniversity(db, universityId);
      if (!university) throw new NotFound('This university does not exist.');
      const [members, invitations] = await Promise.all([queries.members(db, universityId), queries.pendingInvitations(db, universityId)]);
      return {
        university_id: university.id, univ_name: university.name,
        members: members.map((m) => ({ user_id: m.id, username: m.username, email: m.email, access_level: m.access_level as TAccessLevel, created_at: m.created_at.toISOString() })),
        pending_invitations: invitations.map((i) => ({ id: i.id, email: i.email, access_level: ((i.payload as { access_level?: TAccessLevel }).access_level ?? 'user'), expires_at: i.expires_at.toISOString() })),
        seat_limit: university.seat_limit,
        available_seats: Math.max(0, university.seat_limit - members.length - invitations.length),
        can_manage: canManage(caller),
      };
    },

    /** An invitation: a one-time link by e-mail, holding a seat until it is accepted or expires (7 days). */
    async invite(caller: Caller, requested: number | undefined, body: { email: string; access_level: 'admin' | 'user' }, ip: string) {
      const universityId = universityOf(caller, requested);
      if (!canManage(caller)) throw new Forbidden(SETTINGS_MESSAGES.manageOnly);
      const email = body.email.trim();
      const token = randomBytes(32).toString('base64url');
      const invitation = await db.transaction().execute(async (trx) => {
        const university = await queries.lockUniversity(trx, universityId);
        if (!university) throw new NotFound('This university does not exist.');
        const existing = await queries.findUserByEmail(trx, email);
        // a removed member (disabled, no university) may be invited back
        if (existing && !(existing.type === 'university' && existing.disabled_at !== null && existing.university_id === null)) throw new Conflict(SETTINGS_MESSAGES.alreadyMember);
        const pending = await queries.pendingInvitations(trx, universityId);
        if (pending.some((p) => p.email.toLowerCase() === email.toLowerCase())) throw new Conflict(SETTINGS_MESSAGES.alreadyInvited);
        if ((await seatsUsed(trx, universityId)) >= university.seat_limit) throw new Conflict(SETTINGS_MESSAGES.seatsFull(university.seat_limit));
        const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
        const id = await queries.insertInvitation(trx, {
          tokenHash: hashToken(token), email, expiresAt,
          payload: { university_id: universityId, access_level: body.access_level, invited_by: caller.userId },
        });
        // the invitation and its audit entry in one transaction (docs/reliability.md, "Faults")
        await audit.record(caller, { action: 'settings.invite', entityType: 'university', entityId: universityId, after: { email, access_level: body.access_level, invitation_id: id } }, ip, trx);
        return { id, expiresAt, university };
      });
      try {
        await mailer.send(invitationEmail(email, `${publicUrl}/acceptInvitation?token=${token}`, invitation.university.name, body.access_level === 'admin' ? 'Admin' : 'User'));
      } catch {
        // an invitation whose e-mail could not be sent is withdrawn again, with its own entry
        await db.transaction().execute(async (trx) => {
          await queries.deleteInvitation(trx, invitation.id);
          await audit.record(caller, { action: 'settings.withdraw_invitation', entityType: 'university', entityId: universityId, before: { email, invitation_id: invitation.id }, after: { reason: 'invitation e-mail not sent' } }, ip, trx);
        });
        throw new ServiceUnavailable('The invitation e-mail could not be sent. Please try again in a minute.');
      }
      return {
        message: SETTINGS_MESSAGES.invited,
        invitation: { id: invitation.id, email, access_level: body.access_level, expires_at: invitation.expiresAt.toISOString() },
      };
    },

    /** The link's page: a username and a password make the invited address a member of the university. */
    async accept(body: { token: string; username: string; password: string }) {
      const issue = validatePasswordPolicy(body.password)[0];
      if (issue) throw new ValidationFailed(issue.message, `body.${issue.field}`);
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction().execute(async (trx) => {
        const token = await consumeEmailToken(trx, 'invitation', hashToken(body.token));
        if (!token) throw new ValidationFailed(SETTINGS_MESSAGES.invalidInvitation, 'body.token');
        const payload = token.payload as { university_id?: number; access_level?: TAccessLevel };
        if (typeof payload.university_id !== 'number') throw new ValidationFailed(SETTINGS_MESSAGES.invalidInvitation, 'body.token');
        // a username shaped like an e-mail address must be the invited address (docs/api-conventions.md, "Login names")
        const nameIssue = validateUsername(body.username, token.email)[0];
        if (nameIssue) throw new ValidationFailed(nameIssue.message, 'body.username');
        const returning = await queries.findUserByEmail(trx, token.email);
        // the username and the invited address are both login names: neither may be another account's username or e-mail
        await lockLoginNames(trx);
        if (await findLoginNameHolder(trx, [body.username, token.email], returning?.id)) throw new Conflict(SETTINGS_MESSAGES.usernameTaken);
        const values = {
          username: body.username.trim(), password_hash: passwordHash, type: 'university' as const, university_id: payload.university_id,
          access_level: payload.access_level === 'admin' ? 'admin' : 'user', email_verified_at: new Date(), disabled_at: null, updated_at: new Date(),
        };
        let id: number;
        if (returning) {
          if (returning.type !== 'university' || returning.disabled_at === null) throw new Conflict(SETTINGS_MESSAGES.alreadyMember);
          await queries.updateInvitedUser(trx, returning.id, values);
          id = returning.id;
        } else {
          const created = await queries.insertInvitedUser(trx, { ...values, email: token.email });
          if (!created) throw new Conflict(SETTINGS_MESSAGES.usernameTaken);
          id = created.id;
        }
        await audit.record(null, { action: 'settings.invitation_accepted', entityType: 'user', entityId: id, after: { username: body.username.trim() } }, '', trx);
        return id;
      });
      return { message: SETTINGS_MESSAGES.accepted, user_id: userId };
    },

    /** Withdraws a pending invitation (a mistyped address, a change of mind): the link stops working, the seat frees. */
    async withdraw(caller: Caller, requested: number | undefined, invitationId: number, ip: string) {
      const universityId = universityOf(caller, requested);
      if (!canManage(caller)) throw new Forbidden(SETTINGS_MESSAGES.manageOnly);
      await db.transaction().execute(async (trx) => {
        const withdrawn = await queries.withdrawInvitation(trx, invitationId, universityId);
        if (!withdrawn) throw new NotFound(SETTINGS_MESSAGES.notInvited);
        await audit.record(caller, { action: 'settings.withdraw_invitation', entityType: 'university', entityId: universityId, before: { email: withdrawn.email, invitation_id: withdrawn.id } }, ip, trx);
      });
      return { message: SETTINGS_MESSAGES.withdrawn };
    },

    /** Removes a member (not the owner, not oneself): the account is disabled and its sessions end at once. */
    async remove(caller: Caller, requested: number | undefined, userId: number, ip: string) {
      const universityId = universityOf(caller, requested);
      if (!canManage(caller)) throw new Forbidden(SETTINGS_MESSAGES.manageOnly);
      if (userId === caller.userId) throw new Conflict(SETTINGS_MESSAGES.cannotRemoveSelf);
      await db.transaction().execute(async (trx) => {
        const member = await queries.findMember(trx, userId);
        if (!member || member.type !== 'university' || member.university_id !== universityId || member.disabled_at !== null) throw new NotFound(SETTINGS_MESSAGES.notMember);
        if (member.access_level === 'owner') throw new Conflict(SETTINGS_MESSAGES.cannotRemoveOwner);
        await queries.removeMember(trx, userId);
        await audit.record(caller, { action: 'settings.remove_member', entityType: 'user', entityId: userId, before: { username: member.username, university_id: universityId, access_level: member.access_level } }, ip, trx);
      });
      await revokeAllSessions(userId);
      return { message: SETTINGS_MESSAGES.removed };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
