import type { Db } from '@ri/db';
import { insertAuditEntry } from '../../queries/auditLog.ts';
import { approveOnVerification, earlierPendingClaim, linkUserToFreeAuthor, lockPendingClaimOf } from './queries.ts';
import { sharedDomainReason } from './sharedDomains.ts';

// What proves a claim on an existing author at sign-up (docs/accounts-and-claims.md, "Claims need proof").

export interface ClaimEvidence {
  email: string;
  email_domain: string;
  /** the address is the one the author's record holds */
  address_on_record: boolean;
  /** the address is at one of the author's university's e-mail domains (or a subdomain of one) */
  domain_matches: boolean;
  university_domains: string[];
  /** another account held the author, or had an open claim on it, when this claim was made */
  contested: boolean;
  /** proof and no contest: the claim is granted as soon as the address is verified */
  granted_on_verification: boolean;
}

export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}

/** The address's domain is one of the university's (or a subdomain of one); a shared domain stored before it was refused never matches. */
export function domainMatches(domain: string, domains: readonly string[]): boolean {
  return domain !== '' && domains.some((d) => d !== '' && (domain === d || domain.endsWith(`.${d}`)) && sharedDomainReason(d) === null);
}

export function claimEvidence(
  email: string,
  author: { email: string; email_domains: string[] | null },
  state: { held: boolean; otherClaims: number },
): ClaimEvidence {
  const address = email.trim().toLowerCase();
  const domain = emailDomainOf(address);
  const domains = author.email_domains ?? [];
  const onRecord = author.email.trim() !== '' && author.email.trim().toLowerCase() === address;
  const atDomain = domainMatches(domain, domains);
  const contested = state.held || state.otherClaims > 0;
  return {
    email: email.trim(), email_domain: domain, address_on_record: onRecord, domain_matches: atDomain, university_domains: domains,
    contested, granted_on_verification: (onRecord || atDomain) && !contested,
  };
}

/**
 * Once the user's address is verified: their open claim made with proof and without contest is
 * granted, if the author is still free and nobody claimed it before them. Anything else stays in
 * the administrators' queue.
 */
export async function grantOnVerification(db: Db, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim = await lockPendingClaimOf(trx, userId);
    if (!claim || (claim.evidence as Partial<ClaimEvidence>).granted_on_verification !== true) return false;
    if (await earlierPendingClaim(trx, claim.author_id, claim.id)) return false;
    if (!(await linkUserToFreeAuthor(trx, userId, claim.author_id))) return false;
    await approveOnVerification(trx, claim.id);
    await insertAuditEntry(trx, {
      actorUserId: userId, impersonatorUserId: null, action: 'claim.grant_on_verification', entityType: 'author_claim', entityId: claim.id,
      before: { status: 'pending' }, after: { status: 'approved', user_id: userId, author_id: claim.author_id },
    });
    return true;
  });
}
