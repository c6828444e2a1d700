import { z } from 'zod';

// The figure options of every dashboard call that reports paper or citation counts or shares
// (docs/metrics.md sections 10, 14 and 15; docs/dashboards-api.md "Figure options"). One contract,
// parsed on each such route; the web keeps the same names in the screen's URL search params, so a
// link reproduces the view. Defaults are the behaviour before the options existed.

export const COUNTING_MODES = ['full', 'fractional'] as const;
export const AFFILIATION_MODES = ['current', 'at_publication'] as const;
export const TIER_SOURCE_CHOICES = ['department', 'global'] as const;

export type TCountingMode = (typeof COUNTING_MODES)[number];
export type TAffiliationMode = (typeof AFFILIATION_MODES)[number];
export type TTierSourceChoice = (typeof TIER_SOURCE_CHOICES)[number];

const emptyIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** full (a paper counts 1) or fractional (1 / its authors, citations weighted alike); default full. */
export const ZCounting = z.preprocess(emptyIsAbsent, z.enum(COUNTING_MODES, {
  error: 'counting must be full (each paper counts 1) or fractional (each paper counts 1 / its number of authors).',
}).default('full'));

/** Which university a paper counts for in school and department figures; default current. */
export const ZAffiliation = z.preprocess(emptyIsAbsent, z.enum(AFFILIATION_MODES, {
  error: 'affiliation must be current (the profile\'s university) or at_publication (the university on the paper).',
}).default('current'));

/** The journal grading of tier counts; absent: the department's lists at department scope, the global tiers at school scope. */
export const ZTierSourceChoice = z.preprocess(emptyIsAbsent, z.enum(TIER_SOURCE_CHOICES, {
  error: 'tier_source must be department (the department\'s journal lists) or global (the global tiers).',
}).optional());

/** Every option; a route takes the ones that apply to it (`.pick`). */
export const ZFigureOptions = z.object({ counting: ZCounting, affiliation: ZAffiliation, tier_source: ZTierSourceChoice });
export type TFigureOptions = z.infer<typeof ZFigureOptions>;

/** Counting alone: figures of one person (no school or department total, no tier choice). */
export const ZCountingOption = ZFigureOptions.pick({ counting: true });
/** Counting and affiliation: school and department figures without tier counts. */
export const ZGroupFigureOptions = ZFigureOptions.pick({ counting: true, affiliation: true });

/** The options an answer was computed with (the tier source is the answer's own `tier_source`). */
export const ZFigureOptionsInForce = z.object({ counting: z.enum(COUNTING_MODES), affiliation: z.enum(AFFILIATION_MODES) });
export type TFigureOptionsInForce = z.infer<typeof ZFigureOptionsInForce>;

/** The refusal of tier_source=department where no department is in scope. */
export const TIER_SOURCE_NEEDS_DEPARTMENT = 'tier_source=department needs a department in scope: choose a department (dept), or use tier_source=global.';
