import { describe, expect, it } from 'vitest';
import { compareSearchSchema } from './compareYourself/compareSearch.ts';
import { facultyHomeSearchSchema } from './facultyHome/homeSearch.ts';
import { progressSearchSchema } from './facultyProgress/progressSearch.ts';
import { fitSearchSchema } from './findYourFit/fitSearch.ts';
import { itReadsHostileSearches } from '../scope/searchSchemaChecks.ts';

// The faculty dashboards' route search schemas (validateSearch): whatever a hand-edited or outdated link
// holds, the route opens with its defaults (that field undefined), never an error page, and no raw value
// of the URL reaches the screen. TanStack Router validates through Standard Schema.
const ROUTE_SCHEMAS = {
  home: facultyHomeSearchSchema,
  findYourFit: fitSearchSchema,
  facultyProgress: progressSearchSchema,
  compareYourself: compareSearchSchema,
};

const HOSTILE_SEARCHES: Record<string, unknown>[] = [
  {},
  { widgets: 'Department', counting: 'half', affiliation: ['at_publication'], tier_source: 'global', unknown: 'kept?' },
  { dept: -4, type: 'C', journals: { a: 1 }, count: 20, from: '1e3', to: 99_999, rank: 'hindex', id: '4.5', name: '   ' },
  { dept: '0x10', journals: 'x,-1,0', count: [10], from: [2020], to: '2020.5', id: '99999999999', name: 'x'.repeat(201), counting: 1 },
  { widgets: { department: true }, affiliation: null, journals: [null, {}, 'All'], id: [3], name: 7, __proto__: 'x', constructor: 1 },
];

describe('faculty dashboards\' route search schemas', () => {
  itReadsHostileSearches(ROUTE_SCHEMAS, HOSTILE_SEARCHES, (route) => `${route}: unreadable values come out undefined through TanStack's Standard Schema interface`);

  it('the faculty home keeps the widgets\' switch and the figure options', () => {
    expect(facultyHomeSearchSchema.parse({ widgets: 'department', counting: 'fractional', affiliation: 'at_publication', tier_source: 'global' }))
      .toEqual({ widgets: 'department', counting: 'fractional', affiliation: 'at_publication' });
    const hostile = facultyHomeSearchSchema.parse({ widgets: 'Department', counting: 'half', affiliation: ['at_publication'] });
    expect(hostile).toStrictEqual({ widgets: undefined, counting: undefined, affiliation: undefined });
  });

  it('Find Your Fit keeps the counting and the affiliation', () => {
    expect(fitSearchSchema.parse({ counting: 'fractional', affiliation: 'at_publication' })).toEqual({ counting: 'fractional', affiliation: 'at_publication' });
    expect(fitSearchSchema.parse({ counting: 'FRACTIONAL', affiliation: 7 })).toStrictEqual({ counting: undefined, affiliation: undefined });
  });

  it('Faculty Progress keeps its filters and the counting, drops hostile values one by one', () => {
    expect(progressSearchSchema.parse({ dept: '7', type: 'A and A-', journals: '12,11,12', count: 30, from: '2020', to: 2025, rank: 'citations', counting: 'fractional' }))
      .toEqual({ dept: 7, type: 'A and A-', journals: ['12', '11'], count: '30', from: 2020, to: 2025, rank: 'citations', counting: 'fractional' });
    expect(progressSearchSchema.parse({ dept: 7, journals: ['All', 12] })).toEqual({ dept: 7, journals: ['All'] });
    expect(progressSearchSchema.parse({ dept: -4, type: 'C', journals: { a: 1 }, count: 20, from: '1e3', rank: 'hindex', counting: 'half' }))
      .toStrictEqual({ dept: undefined, type: undefined, journals: undefined, count: undefined, from: undefined, rank: undefined, counting: undefined });
  });

  it('Compare Yourself keeps the id, the name and the counting', () => {
    expect(compareSearchSchema.parse({ id: '42', name: ' Ben Baker ', counting: 'fractional' })).toEqual({ id: 42, name: 'Ben Baker', counting: 'fractional' });
    expect(compareSearchSchema.parse({ id: '99999999999', name: 'x'.repeat(201), counting: 'half' })).toStrictEqual({ id: undefined, name: undefined, counting: undefined });
  });
});
