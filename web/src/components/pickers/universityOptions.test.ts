import { describe, expect, it } from 'vitest';
import { universityOptions } from './universityOptions.ts';

const harvard = { _id: 3, name: 'Harvard University' };
const penn = { _id: 1, name: 'University of Pennsylvania' };
const onboarded = { _id: 26, name: 'Impact Technology Development (United States)' };

describe('universityOptions', () => {
  it('offers the universities with complete faculty data, less the excluded ones', () => {
    expect(universityOptions([penn, harvard], [penn, harvard, onboarded], [], [1])).toEqual([{ value: '3', label: 'Harvard University' }]);
  });

  it('names a chosen school whose faculty data is not complete, so that its tag reads its name and not its id', () => {
    expect(universityOptions([penn, harvard], [penn, harvard, onboarded], [26])).toEqual([
      { value: '1', label: 'University of Pennsylvania' },
      { value: '3', label: 'Harvard University' },
      { value: '26', label: 'Impact Technology Development (United States)' },
    ]);
  });
});
