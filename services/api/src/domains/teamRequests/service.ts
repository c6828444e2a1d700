import type { Db } from '@ri/db';
import type { Mailer } from '@ri/mail';
import { SEND_EMAIL_CONFIRMATION, type TSendEmailBody } from '@ri/contracts';
import type { Caller } from '../../http/access.ts';
import * as queries from './queries.ts';

export interface TeamRequestServiceDeps {
  db: Db;
  mailer: Mailer;
  teamEmail: string;
  log: { error(obj: unknown, msg: string): void };
}

export type TeamRequestKind = 'university' | 'school' | 'department' | 'paper' | 'other';

/** Guesses what a request e-mail asks for from its subject (the seed's request e-mails carry no kind). */
export function guessRequestKind(subject: string): TeamRequestKind {
  const text = subject.toLowerCase();
  if (/\bpaper|\bdoi\b|article|publication/.test(text)) return 'paper';
  if (/department/.test(text)) return 'department';
  if (/\bschool/.test(text)) return 'school';
  if (/universit/.test(text)) return 'university';
  return 'other';
}

/** Requests to the team (add a university, a school, a department, a paper ...): stored, listed for admins, e-mailed to the team. */
export function createTeamRequestService({ db, mailer, teamEmail, log }: TeamRequestServiceDeps) {
  async function sendTeamRequest(caller: Caller, request: { kind: TeamRequestKind; recipient: string; subject: string; body: string; payload: unknown }) {
    const saved = await queries.insertTeamRequest(db, { userId: caller.userId, ...request });
    const user = await queries.userContact(db, caller.userId);
    const from = user ? `${user.username} <${user.email}> (${user.type})` : `user ${caller.userId}`;
    try {
      await mailer.send({
        to: teamEmail,
        subject: `[Research Insights request #${saved.id}] ${request.subject}`,
        text: `${request.body}\n\n--\nRequest #${saved.id} (${request.kind}) from ${from}${caller.impersonatorUserId ? `, sent by an admin acting as this user` : ''}.\nSee it in the admin tools: GET /api/team_requests.`,
      });
    } catch (error) {
      // the request is stored and listed for admins even when the e-mail could not go out
      log.error({ err: error, requestId: saved.id }, 'team request e-mail not sent');
    }
    return saved;
  }

  return {
    send: sendTeamRequest,

    async sendEmail(caller: Caller, body: TSendEmailBody): Promise<{ message: string; id: number }> {
      const saved = await sendTeamRequest(caller, {
        kind: body.kind ?? guessRequestKind(body.subject), recipient: body.recipient.trim(), subject: body.subject.trim(), body: body.body.trim(),
        payload: { recipient: body.recipient.trim() },
      });
      return { message: SEND_EMAIL_CONFIRMATION, id: saved.id };
    },

    async list(filter: Parameters<typeof queries.listTeamRequests>[1]) {
      const rows = await queries.listTeamRequests(db, filter);
      return rows.map((r) => ({
        id: r.id, kind: r.kind as 'university', recipient: r.recipient, subject: r.subject, body: r.body, payload: r.payload,
        status: r.status as 'open', user_id: r.user_id, username: r.username, created_at: r.created_at.toISOString(),
      }));
    },
  };
}

export type TeamRequestService = ReturnType<typeof createTeamRequestService>;
