import type { Db } from '@ri/db';
import type { Mailer } from '@ri/mail';
import { claimDecisionEmail } from '@ri/mail';
import { CLAIM_MESSAGES, type TClaim, type TClaimDecisionBody } from '@ri/contracts';
import type { Caller } from '../../http/access.ts';
import { Conflict, NotFound, ValidationFailed } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { domainMatches, type ClaimEvidence } from './evidence.ts';
import * as queries from './queries.ts';
import { sharedDomainReason } from './sharedDomains.ts';

export interface ClaimsServiceDeps {
  db: Db;
  audit: AuditService;
  mailer: Mailer;
  publicUrl: string;
  log: { error(obj: unknown, msg: string): void };
}

/** The administrators' claims queue and the universities' e-mail domains (docs/accounts-and-claims.md). */
export function createClaimsService({ db, audit, mailer, publicUrl, log }: ClaimsServiceDeps) {
  async function load(filter: Parameters<typeof queries.listClaims>[1]): Promise<TClaim[]> {
    const rows = await queries.listClaims(db, filter);
    const { holders, claims } = await queries.conflictsFor(db, [...new Set(rows.map((r) => r.author_id))]);
    return rows.map((r) => {
      const evidence = r.evidence as Partial<ClaimEvidence>;
      const domain = evidence.email_domain ?? '';
      const domains = r.email_domains ?? [];
      return {
        id: r.id, status: r.status as TClaim['status'], created_at: r.created_at.toISOString(), user_id: r.user_id, username: r.username,
        author: { id: r.author_id, name: `${r.first_name} ${r.last_name}`.trim(), university: r.univ_name ?? '', email: r.author_email, papers: Number(r.papers ?? 0) },
        evidence: {
          email: r.user_email, email_domain: domain,
          address_on_record: r.author_email.trim() !== '' && r.author_email.trim().toLowerCase() === r.user_email.trim().toLowerCase(),
          // today's domains, so that a domain an administrator has just added counts
          domain_matches: domainMatches(domain, domains), university_domains: domains, email_verified: r.email_verified_at !== null,
        },
        conflicts: [
          ...holders.filter((h) => h.author_id === r.author_id && h.id !== r.user_id).map((h) => ({ user_id: h.id, username: h.username, kind: 'holds' as const, claim_id: null })),
          ...claims.filter((c) => c.author_id === r.author_id && c.id !== r.id).map((c) => ({ user_id: c.user_id, username: c.username, kind: 'claims' as const, claim_id: c.id })),
        ],
        note: r.note, decided_by: r.decided_by ?? null, decided_at: r.decided_at ? r.decided_at.toISOString() : null,
      };
    });
  }

  return {
    list: (filter: { status?: TClaim['status']; limit: number }) => load(filter),

    /** Approve (link the account to the author) or reject, with a note; audited; the user is e-mailed. */
    async decide(caller: Caller, claimId: number, body: TClaimDecisionBody, ip: string): Promise<{ message: string; claim: TClaim }> {
      const note = body.note.trim();
      const approved = body.decision === 'approve';
      const decided = await db.transaction().execute(async (trx) => {
        const claim = await queries.lockClaim(trx, claimId);
        if (!claim) throw new NotFound(CLAIM_MESSAGES.notFound);
        if (claim.status !== 'pending') throw new Conflict(CLAIM_MESSAGES.decided);
        if (approved) {
          // a merged record is no one's to hold (claims move with a merge; this guards claims from before they did)
          if (await queries.isMerged(trx, claim.author_id)) throw new Conflict(CLAIM_MESSAGES.merged);
          if (await queries.holderOf(trx, claim.author_id)) throw new Conflict(CLAIM_MESSAGES.held);
          // the address proves the mailbox: until then the account may be a stranger's with someone else's address
          // (docs/accounts-and-claims.md, "A verification link needs the account's holder")
          if (!(await queries.accountVerified(trx, claim.user_id))) throw new Conflict(CLAIM_MESSAGES.unverified);
          if (!await queries.linkUserToAuthor(trx, claim.user_id, claim.author_id)) throw new Conflict(CLAIM_MESSAGES.userLinked);
        }
        await queries.recordDecision(trx, claim.id, { status: approved ? 'approved' : 'rejected', note, decidedBy: caller.userId });
        // the decision and its audit entry in one transaction (docs/reliability.md, "Faults")
        await audit.record(caller, {
          action: approved ? 'claim.approve' : 'claim.reject', entityType: 'author_claim', entityId: claim.id,
          before: { status: 'pending' }, after: { status: approved ? 'approved' : 'rejected', note, user_id: claim.user_id, author_id: claim.author_id },
        }, ip, trx);
        return claim;
      }).catch((error: unknown) => {
        // two approvals at once: the database's one-account-per-author constraint decides (users_author_id_key)
        if (typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505') throw new Conflict(CLAIM_MESSAGES.held);
        throw error;
      });
      const [claim] = await load({ ids: [decided.id], limit: 1 });
      if (!claim) throw new NotFound(CLAIM_MESSAGES.notFound);
      const to = await queries.userEmail(db, decided.user_id);
      if (to) {
        await mailer.send(claimDecisionEmail(to.email, { approved, authorName: claim.author.name, note, link: `${publicUrl}/login` }))
          .catch((error: unknown) => log.error({ err: error, claimId: decided.id }, 'claim decision e-mail not sent'));
      }
      return { message: approved ? CLAIM_MESSAGES.approved : CLAIM_MESSAGES.rejected, claim };
    },

    async emailDomains(universityId: number) {
      const university = await queries.findUniversityDomains(db, universityId);
      if (!university) throw new NotFound('This university does not exist.');
      return { university_id: university.id, name: university.name, domains: university.email_domains };
    },

    async setEmailDomains(caller: Caller, universityId: number, domains: string[], ip: string) {
      // a domain many organisations share would let anyone under it claim the school's people
      for (const [index, domain] of domains.entries()) {
        const reason = sharedDomainReason(domain);
        if (reason) throw new ValidationFailed(reason, `body.domains.${index}`);
      }
      const before = await this.emailDomains(universityId);
      await db.transaction().execute(async (trx) => {
        await queries.setUniversityDomains(trx, universityId, domains);
        await audit.record(caller, { action: 'university.email_domains', entityType: 'university', entityId: universityId, before: { domains: before.domains }, after: { domains } }, ip, trx);
      });
      return { ...before, domains };
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
