import { describe, expect, it } from 'vitest';
import { scopeFor } from './universityScope.ts';

describe('scopeFor', () => {
  it('sends no university for a university user: the server uses their own', () => {
    expect(scopeFor({ type: 'university', univ_id: 4 }, 9)).toEqual({ ready: true, query: {}, universityId: 4 });
  });

  it('waits for an administrator to choose, then sends the choice as univ_id', () => {
    expect(scopeFor({ type: 'admin', univ_id: null }, null)).toEqual({ ready: false, query: {}, universityId: null });
    expect(scopeFor({ type: 'admin', univ_id: null }, 7)).toEqual({ ready: true, query: { univ_id: 7 }, universityId: 7 });
  });
});
