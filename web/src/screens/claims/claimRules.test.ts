import { describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from '@ri/contracts/claims';
import { approveBlocker } from './claimRules.ts';

const evidence = { email: 'o@upenn.edu', email_domain: 'upenn.edu', address_on_record: false, domain_matches: true, university_domains: ['upenn.edu'], email_verified: true };

describe('the claims queue mirrors the server: Approve only where the server would approve', () => {
  it('offers Approve for a pending claim of a verified account on a free author', () => {
    expect(approveBlocker({ status: 'pending', evidence, conflicts: [] })).toBeNull();
  });

  it('withholds Approve while the account has not verified its address, saying it must verify first', () => {
    expect(approveBlocker({ status: 'pending', evidence: { ...evidence, email_verified: false }, conflicts: [] })).toBe(CLAIM_MESSAGES.unverified);
    expect(CLAIM_MESSAGES.unverified).toMatch(/must verify its address/);
  });

  it('withholds Approve while another account holds the author, but not for a second claim', () => {
    expect(approveBlocker({ status: 'pending', evidence, conflicts: [{ user_id: 2, username: 'holder', kind: 'holds', claim_id: null }] })).toBe(CLAIM_MESSAGES.held);
    expect(approveBlocker({ status: 'pending', evidence, conflicts: [{ user_id: 3, username: 'other', kind: 'claims', claim_id: 9 }] })).toBeNull();
  });
});
