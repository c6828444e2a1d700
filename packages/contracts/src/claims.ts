import { z } from 'zod';
import { ZIdParam } from './common.ts';

// The administrators' claims queue and the universities' e-mail domains (docs/accounts-and-claims.md).

export const ZClaimStatus = z.enum(['pending', 'approved', 'rejected']);
export const ZClaimsQuery = z.object({
  status: ZClaimStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const ZClaimIdParams = z.object({ claimId: ZIdParam });

export const CLAIM_MESSAGES = {
  decided: 'This claim has already been decided.',
  held: 'Another account already holds this author. Reject this claim, or ask that account\'s owner first.',
  userLinked: 'This account is already linked to an author.',
  notFound: 'This claim does not exist.',
  merged: 'This author record was merged into another one. Reject this claim and tell the user which record is theirs now.',
  unverified: 'This account has not verified its e-mail address yet. The account must verify its address before its claim can be approved; you can reject the claim now.',
  noteTooLong: 'Keep the note under 2,000 characters.',
  approved: 'The claim is approved: the account is linked to the author and the user has been e-mailed.',
  rejected: 'The claim is rejected and the user has been e-mailed.',
} as const;

export const ZClaimDecisionBody = z.object({
  decision: z.enum(['approve', 'reject']),
  note: z.string().max(2000, CLAIM_MESSAGES.noteTooLong).default(''),
});
export type TClaimDecisionBody = z.infer<typeof ZClaimDecisionBody>;

export const ZClaimEvidence = z.object({
  email: z.string(),
  email_domain: z.string(),
  address_on_record: z.boolean(),
  domain_matches: z.boolean(),
  university_domains: z.array(z.string()),
  email_verified: z.boolean(),
});

export const ZClaimConflict = z.object({
  user_id: z.number().int(),
  username: z.string(),
  /** `holds`: the account is linked to the author; `claims`: it has an open claim on it too */
  kind: z.enum(['holds', 'claims']),
  claim_id: z.number().int().nullable(),
});

export const ZClaim = z.object({
  id: z.number().int(),
  status: ZClaimStatus,
  created_at: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  author: z.object({ id: z.number().int(), name: z.string(), university: z.string(), email: z.string(), papers: z.number().int() }),
  evidence: ZClaimEvidence,
  conflicts: z.array(ZClaimConflict),
  note: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type TClaim = z.infer<typeof ZClaim>;
export const ZClaimList = z.object({ claims: z.array(ZClaim) });
export const ZClaimDecisionResponse = z.object({ message: z.string(), claim: ZClaim });

export const EMAIL_DOMAIN_MESSAGE = 'Enter e-mail domains such as upenn.edu (letters, digits, hyphens and dots).';
const DOMAIN_PATTERN = /^(?=.{3,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const ZUniversityIdParams = z.object({ universityId: ZIdParam });
/** the domains, lowercased, without a leading '@', duplicates dropped */
export const ZEmailDomainsBody = z.object({
  domains: z.array(
    z.string().max(253).transform((d) => d.trim().toLowerCase().replace(/^@/, '')).refine((d) => DOMAIN_PATTERN.test(d), EMAIL_DOMAIN_MESSAGE),
  ).max(20, 'At most 20 e-mail domains per university.').transform((list) => [...new Set(list)]),
});
export const ZEmailDomains = z.object({ university_id: z.number().int(), name: z.string(), domains: z.array(z.string()) });
