import { describe, expect, it } from 'vitest';
import { PENDING_SCHOOLS_GROUP, scopeFor, scopeUniversityChoices } from './universityScope.ts';

describe('scopeFor', () => {
  it('sends no university for a university user: the server uses their own', () => {
    expect(scopeFor({ type: 'university', univ_id: 4 }, 9)).toEqual({ ready: true, query: {}, universityId: 4 });
  });

  it('waits for an administrator to choose, then sends the choice as univ_id', () => {
    expect(scopeFor({ type: 'admin', univ_id: null }, null)).toEqual({ ready: false, query: {}, universityId: null });
    expect(scopeFor({ type: 'admin', univ_id: null }, 7)).toEqual({ ready: true, query: { univ_id: 7 }, universityId: 7 });
  });
});

describe('scopeUniversityChoices', () => {
  const harvard = { _id: 3, name: 'Harvard University' };
  const michigan = { _id: 9, name: 'University of Michigan' };
  const onboarded = { _id: 26, name: 'Impact Technology Development (United States)' };

  it('offers the schools with complete faculty data, then the pending ones (an onboarded school) under their own heading', () => {
    expect(scopeUniversityChoices([harvard, onboarded, michigan], [harvard, michigan])).toEqual([
      { group: 'Faculty data complete', items: [{ value: '3', label: 'Harvard University' }, { value: '9', label: 'University of Michigan' }] },
      { group: PENDING_SCHOOLS_GROUP, items: [{ value: '26', label: 'Impact Technology Development (United States)' }] },
    ]);
  });

  it('leaves out a heading with no school under it', () => {
    expect(scopeUniversityChoices([harvard], [harvard]).map((group) => group.group)).toEqual(['Faculty data complete']);
    expect(scopeUniversityChoices([onboarded], []).map((group) => group.group)).toEqual([PENDING_SCHOOLS_GROUP]);
  });
});
