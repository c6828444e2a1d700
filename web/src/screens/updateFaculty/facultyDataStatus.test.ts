import { describe, expect, it } from 'vitest';
import { universityStatusEffect } from '@ri/contracts/universities';
import { facultyDataStatusChange } from './facultyDataStatus.ts';

describe('the faculty data status panel\'s change', () => {
  it('offers to mark a Pending school complete, confirming that it enters the ranking and the pickers', () => {
    const change = facultyDataStatusChange('Beta University', 'Pending');
    expect(change).toMatchObject({ next: 'Completed', button: 'Mark faculty data complete', title: 'Mark Beta University Completed?', confirm: 'Mark Completed' });
    expect(change.effect).toBe(universityStatusEffect('Beta University', 'Completed'));
    expect(change.effect).toMatch(/ranked in Compare Schools and offered in Compare Gender and the university pickers/);
  });

  it('offers to set a Completed school back to Pending, confirming that it leaves them', () => {
    const change = facultyDataStatusChange('Beta University', 'Completed');
    expect(change).toMatchObject({ next: 'Pending', button: 'Set back to Pending', confirm: 'Set to Pending' });
    expect(change.effect).toMatch(/left out of Compare Schools' ranking and is not offered in Compare Gender or the university pickers/);
  });
});
