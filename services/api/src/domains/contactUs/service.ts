import type { Db } from '@ri/db';
import { contactRequestEmail, type Mailer } from '@ri/mail';
import { CONTACT_US_MESSAGES, CONTACT_US_MIN_FILL_MS, CONTACT_US_PAGE_SIZE } from '@ri/contracts';
import type { Caller } from '../../http/access.ts';
import { NotFound, ValidationFailed } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import * as queries from './queries.ts';

export interface ContactUsServiceDeps {
  db: Db;
  mailer: Mailer;
  audit: AuditService;
  teamEmail: string;
  log: { error(obj: unknown, msg: string): void };
  now?: () => number;
}

export function createContactUsService({ db, mailer, audit, teamEmail, log, now = Date.now }: ContactUsServiceDeps) {
  return {
    /**
     * The checks against automated submissions, before anything is counted or stored: the hidden
     * `website` field must stay empty, and the form must have been open a few seconds.
     */
    checkHuman(body: { website: string; started_at: number }): void {
      if (body.website.trim() !== '') throw new ValidationFailed(CONTACT_US_MESSAGES.rejected, 'body.website');
      if (now() - body.started_at < CONTACT_US_MIN_FILL_MS) throw new ValidationFailed(CONTACT_US_MESSAGES.tooFast, 'body.started_at');
    },

    /** Stores the request (Contact Us Support lists it) and e-mails the team; a mail failure is logged, the request is kept. */
    async submit(body: { name: string; email: string; message: string }): Promise<{ message: string }> {
      const request = { name: body.name.trim(), email: body.email.trim(), message: body.message.trim() };
      const id = await queries.insertContactRequest(db, request);
      await mailer.send(contactRequestEmail(teamEmail, request)).catch((error: unknown) => log.error({ err: error, contactRequestId: id }, 'contact request e-mail not sent'));
      return { message: CONTACT_US_MESSAGES.sent };
    },

    /** One page of 5; every element carries the total (the seed reads paginationData[0].total). */
    async list(skip: number) {
      const { rows, total } = await queries.listContactRequests(db, skip, CONTACT_US_PAGE_SIZE);
      return {
        paginationData: rows.map((row) => ({
          id: row.id, name: row.name, message: row.message, email: row.email, timestamp: row.created_at.toISOString(), contacted: row.contacted, total,
        })),
        total,
        page_size: CONTACT_US_PAGE_SIZE,
      };
    },

    async setContacted(caller: Caller, id: number, contacted: boolean, ip: string): Promise<{ message: string }> {
      // the mark and its audit entry in one transaction (docs/reliability.md, "Faults")
      await db.transaction().execute(async (trx) => {
        const updated = await queries.setContacted(trx, id, contacted, caller.userId);
        if (!updated) throw new NotFound(CONTACT_US_MESSAGES.notFound);
        await audit.record(caller, { action: 'contact_request.contacted', entityType: 'contact_request', entityId: id, after: { contacted } }, ip, trx);
      });
      return { message: CONTACT_US_MESSAGES.updated };
    },
  };
}

export type ContactUsService = ReturnType<typeof createContactUsService>;
