import { CLAIM_MESSAGES, type TClaim } from '@ri/contracts/claims';

/**
 * Why the server would refuse to approve this claim, or null when Approve may be offered: the screen mirrors the rules
 * of `POST /api/admin/claims/:claimId/decision` (docs/accounts-and-claims.md, "The administrators' queue"); the server
 * enforces them. An account whose address is not verified yet may be a stranger's using someone else's address.
 */
export function approveBlocker(claim: Pick<TClaim, 'status' | 'evidence' | 'conflicts'>): string | null {
  if (claim.status !== 'pending') return CLAIM_MESSAGES.decided;
  if (claim.conflicts.some((c) => c.kind === 'holds')) return CLAIM_MESSAGES.held;
  if (!claim.evidence.email_verified) return CLAIM_MESSAGES.unverified;
  return null;
}
