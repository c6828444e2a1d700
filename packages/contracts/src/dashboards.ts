import { z } from 'zod';
import { ZTierSource } from './analytics.ts';
import { ZAffiliation, ZCounting, ZCountingOption, ZFigureOptions, ZFigureOptionsInForce, ZGroupFigureOptions, ZTierSourceChoice } from './figureOptions.ts';

// The analytics dashboards of docs/requirements/dashboards.md §7, answered from the precomputed tables.
// Field names are the seed's; definitions the seed leaves open are in docs/dashboards-api.md.

/** Messages of the dashboards. The seed's own texts where it has one (section 8). */
export const DASHBOARD_MESSAGES = {
  profileIncomplete: 'Please complete your profile to see this page.',
  ownUniversityOnly: 'You can only see your own university\'s figures.',
  ownFiguresOnly: 'You can only see your own figures.',
  cohortUniversityOnly: 'Cohort Analysis is for university users and administrators.',
  hireImpactUniversityOnly: 'Hire Impact is for university users and administrators.',
  noUniversity: 'Your account is not linked to a university.',
  chooseUniversity: 'Choose a university: admins pass univ_id.',
  chooseAuthor: 'Choose a faculty member: admins pass author_id.',
  selectCandidate: 'Please select a candidate',
  noRecord: 'We dont have record for this author in our database',
  cannotFindFaculty: 'Cannot find faculty',
  fillAllFields: 'Fill all the input fields',
  cohortNeedsFaculty: 'Enter atleast one faculty for analysis',
} as const;

/** docs/requirements/dashboards.md §9 year bounds. */
export const DASHBOARD_YEAR_MIN = { productivity: 1940, compareDepartments: 1950, facultyProgress: 1980 } as const;

/** Bubble sizes (docs/requirements/dashboards.md §9). */
export const PERCEPTUAL_MAP_BUBBLE_SIZE = 20;
export const HIRE_IMPACT_BUBBLE_SIZE = 18;
/** The perceptual map cycles four colours; the user's own university is highlighted. */
export const PERCEPTUAL_MAP_COLOURS = ['#00259A', '#E24301', '#BBB218', '#2E8B57'] as const;
export const PERCEPTUAL_MAP_HIGHLIGHT = '#C2185B';
/** Gender chart colours (docs/requirements/dashboards.md §9). */
export const GENDER_COLOURS = { male: '#00259A', female: '#E24301', other: '#BBB218' } as const;
/** Compare Gender: at most 12 universities besides your own. */
export const COMPARE_GENDER_MAX = 12;
/** Co-author network: the most nodes an answer holds. */
export const COAUTHOR_NETWORK_MAX_NODES = 500;

// ---------------------------------------------------------------- query-string helpers

/** A repeated query key (`id=1&id=2`) or one value; with `comma`, values are also split on commas. Empty values are dropped. */
function toList(comma: boolean) {
  return (value: unknown): unknown => {
    if (value === undefined || value === null) return undefined;
    const values = Array.isArray(value) ? value : [value];
    return values
      .flatMap((v) => (comma && typeof v === 'string' ? v.split(',') : [v]))
      .map((v) => (typeof v === 'string' ? v.trim() : v))
      .filter((v) => v !== '');
  };
}
const queryList = <T extends z.ZodType>(item: T, comma = true, required?: string) => z.preprocess(
  toList(comma),
  (required ? z.array(item, { error: required }).min(1, { error: required }) : z.array(item)).max(MAX_LIST, { error: `Pass at most ${MAX_LIST} values.` }),
);

/** Ids are Postgres integers: anything outside 1..2^31-1 is refused here rather than by the database. */
const MAX_ID = 2_147_483_647;
const idMessage = (what: string) => ({ error: `${what} must be a positive integer id.` });
const id = (what: string) => z.coerce.number(idMessage(what)).int(idMessage(what)).positive(idMessage(what)).max(MAX_ID, idMessage(what));
const bodyId = (what: string) => z.number(idMessage(what)).int(idMessage(what)).positive(idMessage(what)).max(MAX_ID, idMessage(what));
/** The most values a repeated query key may carry. */
const MAX_LIST = 1000;
const year = (what: string) => z.coerce.number({ error: `${what} must be a year.` }).int({ error: `${what} must be a year.` })
  .min(0, { error: `${what} must be a year.` }).max(9999, { error: `${what} must be a year.` });

/** A department of the scope university by id, or 'all' (the whole school); absent or empty means 'all'. */
const ZDeptChoice = z.preprocess((v) => (v === '' ? undefined : v), z.union([z.literal('all'), id('dept')]).optional());

/** Admins pick the university; university users may pass only their own. */
export const ZUnivScopeQuery = z.object({ univ_id: id('univ_id').optional() });
export const ZDeptScopeQuery = ZUnivScopeQuery.extend({ dept: ZDeptChoice });
export type TDeptScopeQuery = z.infer<typeof ZDeptScopeQuery>;
/** A school (department) home widget with paper counts: the scope and the counting and affiliation (docs/metrics.md sections 14, 15). */
export const ZUnivFigureQuery = ZUnivScopeQuery.extend(ZGroupFigureOptions.shape);
export const ZDeptFigureQuery = ZDeptScopeQuery.extend(ZGroupFigureOptions.shape);

const ZNullableNumber = z.number().nullable();

// ---------------------------------------------------------------- departments and faculty lists

export const ZDashboardUniversity = z.object({ _id: z.number().int(), name: z.string(), abbreviation: z.string() });

/** GET get_departments */
export const ZDepartmentsResponse = z.object({
  university: ZDashboardUniversity,
  departments: z.array(z.object({ _id: z.number().int(), name: z.string(), faculty_count: z.number().int() })),
});
export type TDepartmentsResponse = z.infer<typeof ZDepartmentsResponse>;

/** GET dashboard/get_faculty_by_department */
export const ZFacultyByDepartmentQuery = ZUnivScopeQuery.extend({
  department: z.preprocess((v) => (v === '' ? undefined : v), z.union([z.literal('all'), id('department')], { error: 'Choose a department (an id, or all).' })),
});
export const ZDashboardFaculty = z.object({
  _id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  position: z.string(),
  marker: z.number().int().nullable(),
  profile_picture: z.string(),
  first_year_career: z.number().int().nullable(),
});
export const ZFacultyByDepartmentResponse = z.object({ department: z.string(), faculty: z.array(ZDashboardFaculty) });
export type TFacultyByDepartmentResponse = z.infer<typeof ZFacultyByDepartmentResponse>;

// ---------------------------------------------------------------- home dashboard

/** GET dashboard/journal_distri_of_papers */
export const ZJournalDistributionResponse = z.object({
  /** distinct papers of the school's (department's) faculty; fractional: the scope's credit (docs/metrics.md section 14) */
  total_papers: z.number(),
  papers_without_journal: z.number(),
  journals: z.array(z.object({
    journal_id: z.number().int(),
    journal_abbreviation: z.string(),
    journal_title: z.string(),
    journal_count: z.number(),
    tier: z.enum(['A', 'A-', 'B']).nullable(),
  })),
  ...ZFigureOptionsInForce.shape,
});
export type TJournalDistributionResponse = z.infer<typeof ZJournalDistributionResponse>;

/** Rank codes of the outliers and market share (docs/requirements/dashboards.md §9); the tens markers are accepted too. */
const ZRankCode = z.coerce.number({ error: 'marker must be 1, 2, 3 or 6 (Assistant, Associate, Full, Non Tenured).' })
  .refine((m) => [1, 2, 3, 6, 10, 20, 30, 60].includes(m), { error: 'marker must be 1, 2, 3 or 6 (Assistant, Associate, Full, Non Tenured).' });

/** GET dashboard/outliers */
export const ZOutliersQuery = ZDeptFigureQuery.extend({ marker: ZRankCode.default(1) });
export const ZOutlierMetricValue = z.object({ value: z.number(), radius: z.number() });
export const ZOutlierAuthor = z.object({
  id: z.number().int(),
  name: z.string(),
  total_radius: z.number(),
  h_index_score: ZOutlierMetricValue,
  citation_per_paper: ZOutlierMetricValue,
  paper_per_year_in_top_journal: ZOutlierMetricValue,
  top_journal_percentage: ZOutlierMetricValue,
  solo_paper_count: ZOutlierMetricValue,
});
export const ZOutliersResponse = z.object({
  marker: z.number().int(),
  /** the five metrics in the seed's order; three per slide */
  metrics: z.array(z.string()),
  slides: z.array(z.array(z.string())),
  /** sorted by summed radii, then the seed's metric order */
  authors: z.array(ZOutlierAuthor),
  /** the sorted authors' ids, three per row */
  rows: z.array(z.array(z.number().int())),
  ...ZFigureOptionsInForce.shape,
});
export type TOutliersResponse = z.infer<typeof ZOutliersResponse>;

/** GET dashboard/faculty_citations */
export const ZFacultyCitationsRow = z.object({
  department_id: z.number().int().nullable(),
  department: z.string(),
  /** citations over all time in the counting and affiliation in force (docs/metrics.md sections 14, 15) */
  most_cited_faculty_data: z.object({ id: z.number().int(), name: z.string(), count: z.number() }).nullable(),
  most_cited_paper_data: z.object({
    id: z.number().int(), name: z.string(), count: z.number().int(), title: z.string(), journal: z.string(), year: z.number().int().nullable(),
  }).nullable(),
});
export const ZFacultyCitationsResponse = z.object({ school: ZFacultyCitationsRow, departments: z.array(ZFacultyCitationsRow), ...ZFigureOptionsInForce.shape });
export type TFacultyCitationsResponse = z.infer<typeof ZFacultyCitationsResponse>;

/** GET dashboard/department_fact */
const ZDepartmentFact = z.object({ name: z.string(), value: z.number() }).nullable();
export const ZDepartmentFactResponse = z.object({
  highest_paper: ZDepartmentFact,
  highest_faculty_diff: ZDepartmentFact,
  largest_market_share_by_paper: ZDepartmentFact,
  highest_citation_per_faculty: ZDepartmentFact,
  departments: z.array(z.object({
    department_id: z.number().int(), name: z.string(), faculty_count: z.number().int(), previous_faculty_count: z.number().int(),
    papers: z.number(), citations: z.number(),
  })),
  ...ZFigureOptionsInForce.shape,
});
export type TDepartmentFactResponse = z.infer<typeof ZDepartmentFactResponse>;

/** GET dashboard/interesting_fact */
const ZFactsRow = z.object({ assistant: ZNullableNumber, associate: ZNullableNumber, full: ZNullableNumber, other: ZNullableNumber });
export const ZInterestingFactResponse = z.object({ all: ZFactsRow, male: ZFactsRow, female: ZFactsRow, other: ZFactsRow, ...ZFigureOptionsInForce.shape });
export type TInterestingFactResponse = z.infer<typeof ZInterestingFactResponse>;

/** GET gender: the school distribution (department = all or one name) or, with id, the comparison. */
export const ZGenderQuery = ZUnivScopeQuery.extend({
  /** universities to compare (repeated); its presence selects the comparison */
  id: queryList(id('id')).optional(),
  /** department names (repeated); 'all' overrides the others */
  department: queryList(z.string().max(200), false).optional(),
});
const ZGenderPercent = z.object({ male: z.number(), female: z.number(), other: z.number() });
export const ZGenderDistributionResponse = z.object({
  mode: z.literal('school'),
  department: z.string(),
  /** percent of the faculty of known gender; null when no one's gender is known */
  male: ZNullableNumber,
  female: ZNullableNumber,
  other: ZNullableNumber,
  counts: z.object({ male: z.number().int(), female: z.number().int(), other: z.number().int(), unknown: z.number().int() }),
});
export const ZGenderCompareResponse = z.object({
  mode: z.literal('compare'),
  departments: z.array(z.string()),
  universities: z.array(z.object({
    univ_id: z.number().int(),
    name: z.string(),
    is_own: z.boolean(),
    AssisstantProfessor: ZGenderPercent,
    AssociateProfessor: ZGenderPercent,
    Professor: ZGenderPercent,
    overall: ZGenderPercent,
  })),
  categories: z.array(z.string()),
  series: z.object({ male: z.array(z.number()), female: z.array(z.number()), other: z.array(z.number()) }),
  colors: z.object({ male: z.string(), female: z.string(), other: z.string() }),
});
export const ZGenderResponse = z.union([ZGenderDistributionResponse, ZGenderCompareResponse]);
export type TGenderResponse = z.infer<typeof ZGenderResponse>;
export type TGenderCompareResponse = z.infer<typeof ZGenderCompareResponse>;

/** GET dashboard/faculty_market_share */
export const ZMarketShareQuery = ZDeptFigureQuery.extend({ marker: queryList(ZRankCode).optional() });
export const ZMarketShareResponse = z.object({
  markers: z.array(z.number().int()),
  /** the school's (department's) distinct papers: the denominator; fractional: the scope's credit */
  total_papers: z.number(),
  rows: z.array(z.object({ id: z.number().int(), name: z.string(), market_share: z.number() })),
  ...ZFigureOptionsInForce.shape,
});
export type TMarketShareResponse = z.infer<typeof ZMarketShareResponse>;

// ---------------------------------------------------------------- tenure readiness

export const ZTenureJournal = z.enum(['All', 'A and A-'], { error: 'journal must be All or \'A and A-\'.' });
export const ZTenureReadinessQuery = ZDeptScopeQuery.extend({
  years: z.enum(['5', '10'], { error: 'years must be 5 or 10.' }).default('5').transform(Number),
  journal: ZTenureJournal.default('All'),
  /** whose readiness: assistant professors (compared with associates) or associates (compared with full professors) */
  rank: z.enum(['assistant', 'associate'], { error: 'rank must be assistant or associate.' }).default('assistant'),
  /** the universities whose next-rank faculty form the comparison group (default: your own) */
  univ_ids: queryList(id('univ_ids')).optional(),
}).extend(ZFigureOptions.shape);
export const ZTenureColour = z.enum(['green', 'orange', 'red', 'grey']);
export const ZTenureAuthor = z.object({
  id: z.number().int(),
  AuthorData: z.object({
    name: z.string(), paper: z.number(), citation: z.number(), percent_paper: ZNullableNumber, percent_citation: ZNullableNumber,
  }),
  /** the comparison group's averages this author is measured against */
  AuthorAverage: z.object({ papers: ZNullableNumber, citations: ZNullableNumber }),
  /** the card colour for the current month (grey: nothing to compare with; the seed's default flag 0) */
  flag: ZTenureColour,
  readiness_percent: ZNullableNumber,
});
export const ZTenureRow = z.object({
  id: z.number().int(),
  name: z.string(),
  univ_name: z.string(),
  dept: z.string(),
  color: ZTenureColour,
  /** in the window, graded by the tier source, in the counting asked for (fractional: two decimals) */
  A: z.number(),
  'A-': z.number(),
  B: z.number(),
  'h-index': z.number().int(),
  start_year: z.number().int().nullable(),
  solo: z.number().int(),
  papers: z.number(),
  citations: z.number(),
  total_papers: z.number().int(),
  total_citations: z.number().int(),
  percentPaper: ZNullableNumber,
  percentCitation: ZNullableNumber,
  readiness_percent: ZNullableNumber,
  unusual_work_hist: z.boolean(),
  profile_picture: z.string(),
});
export const ZTenureReadinessResponse = z.object({
  years: z.number().int(),
  journal: ZTenureJournal,
  rank: z.enum(['assistant', 'associate']),
  comparison_rank: z.enum(['associate', 'full']),
  /** the year the figures are computed for, and the month that picks the colour thresholds */
  current_year: z.number().int(),
  month: z.number().int(),
  /** null when the comparison group is empty */
  AveragePapers: ZNullableNumber,
  AverageCitations: ZNullableNumber,
  comparison_count: z.number().int(),
  /** the grading of the A, A-, B counts and of the journal grade, for candidates and comparison group alike */
  tier_source: ZTierSource,
  ...ZFigureOptionsInForce.shape,
  universities: z.array(z.object({
    univ_id: z.number().int(), univ_name: z.string(), faculty_count: z.number().int(),
    average_papers: z.number(), average_citations: z.number(), percentPaper: ZNullableNumber, percentCitation: ZNullableNumber,
  })),
  authors: z.array(ZTenureAuthor),
  rows: z.array(ZTenureRow),
});
export type TTenureReadinessResponse = z.infer<typeof ZTenureReadinessResponse>;

// ---------------------------------------------------------------- hire impact

export const ZHireImpactQuery = ZUnivScopeQuery.extend({
  hiringCandidateId: z.preprocess((v) => (v === '' ? undefined : v), id('hiringCandidateId').optional()),
  department: z.preprocess((v) => (v === '' ? undefined : v), id('department').optional()),
  facultyIds: queryList(id('facultyIds')).optional(),
  /** journal ids, or All (which overrides the others) */
  journal_ids: queryList(z.union([z.literal('All'), id('journal_ids')])).optional(),
  counting: ZCounting,
  affiliation: ZAffiliation,
});
const ZHireAuthor = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  univ_name: z.string(),
  profile_picture: z.string(),
  h_index: z.number().int(),
  total_papers: z.number(),
  total_citations: z.number(),
  papersPerYear: z.number(),
  citationsPerPaper: z.number(),
});
const ZComparableUniversity = z.object({
  univ_id: z.number().int(), name: z.string(), abbreviation: z.string(), faculty_count: z.number().int(),
  average_papers: z.number(), average_citations: z.number(), is_own: z.boolean(),
});
const ZComparableDepartment = ZComparableUniversity.extend({ department_id: z.number().int(), department: z.string() });
const ZHireBubble = z.object({
  name: z.string(), x: z.number(), y: z.number(), z: z.number(), data: z.tuple([z.number(), z.number(), z.number()]),
  is_own: z.boolean(), after_hire: z.boolean(),
});
export const ZHireImpactResponse = z.object({
  journals: z.union([z.literal('All'), z.array(z.number().int())]),
  current_year: z.number().int(),
  ...ZFigureOptionsInForce.shape,
  selected_author_data: z.array(ZHireAuthor),
  hiring_author_data: ZHireAuthor,
  university_data: z.object({
    average_citations_before_hire: z.number(),
    average_citations_after_hire: z.number(),
    average_papers_after_hire: z.number(),
    total_papers: z.number(),
    total_citations: z.number(),
    average_department_papers: z.number(),
    average_department_citations: z.number(),
    selected_faculty_average_papers: z.number(),
    selected_faculty_average_citations: z.number(),
  }),
  improvement: z.object({ percent: ZNullableNumber, direction: z.enum(['up', 'down', 'flat']) }),
  comparable_univ_data: z.array(ZComparableUniversity),
  comparable_dept_data: z.array(ZComparableDepartment),
  /** the candidate first, then the selected faculty; two decimals */
  comparison: z.array(z.object({
    id: z.number().int(), name: z.string(), is_candidate: z.boolean(),
    papersPerYear: z.number(), citationsPerPaper: z.number(), papers: z.number(), citations: z.number(),
  })),
  bubble: z.object({ department: z.array(ZHireBubble), school: z.array(ZHireBubble) }),
});
export type THireImpactResponse = z.infer<typeof ZHireImpactResponse>;

// ---------------------------------------------------------------- compare schools (perceptual map)

export const PERCEPTUAL_MAP_METRICS = [
  'total_papers', 'total_citations', 'h_index', 'papers_per_year', 'citations_per_year', 'citations_per_paper',
  'percent_solo', 'top_journal_percentage', 'faculty_count',
] as const;
export const PERCEPTUAL_MAP_METRIC_LABELS: Record<(typeof PERCEPTUAL_MAP_METRICS)[number], string> = {
  total_papers: 'Average papers per faculty',
  total_citations: 'Average citations per faculty',
  h_index: 'Average h-index',
  papers_per_year: 'Average papers per year',
  citations_per_year: 'Average citations per year',
  citations_per_paper: 'Average citations per paper',
  percent_solo: 'Average percent of solo papers',
  top_journal_percentage: 'Average percent of A and A- papers',
  faculty_count: 'Number of faculty',
};
export const ZPerceptualMetric = z.enum(PERCEPTUAL_MAP_METRICS, { error: `x and y must be one of: ${PERCEPTUAL_MAP_METRICS.join(', ')}.` });
export const ZFacultyTitle = z.enum(['Assistant Professor', 'Associate Professor', 'Full Professor'], {
  error: 'titles must be Assistant Professor, Associate Professor or Full Professor.',
});
export const ZPerceptualMapBody = z.object({
  titles: z.array(ZFacultyTitle, { error: 'Select at least one faculty type.' }).min(1, { error: 'Select at least one faculty type.' }).max(3),
  x: ZPerceptualMetric,
  y: ZPerceptualMetric,
  school: z.enum(['top20', 'top10', 'range5', 'range10'], { error: 'school must be top20, top10, range5 or range10.' }),
  univ_id: bodyId('univ_id').optional(),
  counting: ZCounting,
  affiliation: ZAffiliation,
}).strict();
export const ZPerceptualPoint = z.object({
  univ_id: z.number().int(),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  data: z.tuple([z.number(), z.number()]),
  value: z.number(),
  displayValue: z.string(),
  color: z.string(),
  highlighted: z.boolean(),
  /** position by x among the universities ranked (status Completed, faculty of the types; 1 = highest); null for your own school when it is not ranked */
  rank: z.number().int().nullable(),
  faculty_count: z.number().int(),
});
/** Why a school is not ranked on the map (docs/requirements/dashboards.md: only universities with status Completed count). */
export const PERCEPTUAL_MAP_EXCLUSION = {
  incomplete: 'Faculty data not complete (status Pending)',
  noFaculty: 'No faculty of the chosen types',
} as const;
export const ZPerceptualMapResponse = z.object({
  x: ZPerceptualMetric,
  y: ZPerceptualMetric,
  x_label: z.string(),
  y_label: z.string(),
  school: z.string(),
  titles: z.array(ZFacultyTitle),
  ...ZFigureOptionsInForce.shape,
  own_university: z.object({
    univ_id: z.number().int(), name: z.string(), rank: z.number().int().nullable(),
    /** why your school is not ranked; null when it is */
    excluded_reason: z.string().nullable(),
  }),
  points: z.array(ZPerceptualPoint),
  /** the schools left out of the ranking, and why, by name */
  excluded: z.array(z.object({ univ_id: z.number().int(), name: z.string(), reason: z.string() })),
});
export type TPerceptualMapResponse = z.infer<typeof ZPerceptualMapResponse>;

// ---------------------------------------------------------------- compare by department

export const ZCompareDepartmentsQuery = ZUnivScopeQuery.extend({
  from_year: year('from_year').optional(),
  to_year: year('to_year').optional(),
  counting: ZCounting,
  affiliation: ZAffiliation,
});
export const ZCompareDepartmentsResponse = z.object({
  from_year: z.number().int(),
  to_year: z.number().int(),
  ...ZFigureOptionsInForce.shape,
  /** in the counting asked for (fractional: two decimals) */
  school: z.object({ papers: z.number(), citations: z.number() }),
  departments: z.array(z.object({
    department_id: z.number().int(), name: z.string(), papers: z.number(), citations: z.number(),
    /** null when the school has nothing in the years */
    share_of_papers: ZNullableNumber, share_of_citations: ZNullableNumber,
  })),
  /** radar chart: department names and the two series */
  categories: z.array(z.string()),
  series: z.array(z.object({ name: z.string(), data: z.array(ZNullableNumber) })),
});
export type TCompareDepartmentsResponse = z.infer<typeof ZCompareDepartmentsResponse>;

// ---------------------------------------------------------------- faculty productivity

export const PRODUCTIVITY_FACULTY_TYPES = ['assistant', 'associate', 'full', 'nontenured'] as const;
export const ZJournalCategories = z.enum(['a', 'a,a-', 'a,a-,b'], { error: 'journal_categories must be a, \'a,a-\' or \'a,a-,b\'.' });
export const ZFacultyProductivityQuery = ZUnivScopeQuery.extend({
  papers_from: year('papers_from').optional(),
  papers_to: year('papers_to').optional(),
  citations_from: year('citations_from').optional(),
  citations_to: year('citations_to').optional(),
  accepted_faculty: queryList(
    z.enum(PRODUCTIVITY_FACULTY_TYPES, { error: 'accepted_faculty takes assistant, associate, full and nontenured.' }), true, 'Select at least one faculty type.',
  ),
  journal_categories: z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toLowerCase() : v), ZJournalCategories),
  sort_by: z.enum(['papers', 'citations', 'hindex', 'alphabet'], { error: 'sort_by must be papers, citations, hindex or alphabet.' }),
  all_faculty: z.enum(['1', '0'], { error: 'all_faculty must be 1 (school) or 0 (by department).' }).default('1'),
  count: z.enum(['3', '9', 'All', 'all'], { error: 'count must be 3, 9 or All.' }).default('9'),
  counting: ZCounting,
  /** only the global tiers apply (no department in scope); department is refused with a sentence */
  tier_source: ZTierSourceChoice,
});
export const ZProductivityItem = z.object({
  id: z.number().int(),
  /** position in the list (before the count cut) */
  rank: z.number().int(),
  faculty_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string(),
  marker: z.number().int().nullable(),
  /** in the counting asked for (fractional: two decimals) */
  total_papers: z.number(),
  total_citations: z.number(),
  /** over all papers and citations: ignores the filters */
  h_index: z.number().int(),
  a_journal_count: z.number(),
  aminus_journal_count: z.number(),
  b_journal_count: z.number(),
  /** percent appointment in the group's department; null in the school view */
  appointment: ZNullableNumber,
  /** positions gained since Dec {curr_year} (positive: moved up); null when there is nothing to compare */
  delta: z.number().int().nullable(),
  curr_year: z.number().int(),
});
export const ZFacultyProductivityResponse = z.object({
  papers_from: z.number().int(),
  papers_to: z.number().int(),
  citations_from: z.number().int(),
  citations_to: z.number().int(),
  accepted_faculty: z.array(z.string()),
  journal_categories: ZJournalCategories,
  sort_by: z.string(),
  all_faculty: z.boolean(),
  count: z.union([z.literal(3), z.literal(9), z.literal('All')]),
  current_year: z.number().int(),
  curr_year: z.number().int(),
  total: z.number().int(),
  /** the grading of the journal categories and of a_journal_count, aminus_journal_count, b_journal_count */
  tier_source: ZTierSource,
  counting: ZFigureOptionsInForce.shape.counting,
  /** the school view (all_faculty=1) */
  faculty: z.array(ZProductivityItem),
  /** the department view (all_faculty=0) */
  departments: z.array(z.object({ id: z.number().int().nullable(), name: z.string(), total: z.number().int(), faculty: z.array(ZProductivityItem) })),
});
export type TFacultyProductivityResponse = z.infer<typeof ZFacultyProductivityResponse>;

/** GET dashboard/faculty_productivity/details */
export const ZFacultyDetailsQuery = ZUnivScopeQuery.extend({ user_id: z.preprocess((v) => (v === '' ? undefined : v), id('user_id').optional()) });
const ZByYear = z.record(z.string(), z.number());
export const ZFacultyDetailsResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  totalPapers: z.number().int(),
  totalCitations: z.number().int(),
  avgPapersPerYear: z.number(),
  avgCitationsPerPaper: z.number(),
  hIndex: z.number().int(),
  /** the faculty card's names for the same figures */
  total_papers: z.number().int(),
  total_citations: z.number().int(),
  avg_papers_per_year: z.number(),
  avg_citations_per_paper: z.number(),
  h_index: z.number().int(),
  papers_per_year: ZByYear,
  citations_per_year: ZByYear,
});
export type TFacultyDetailsResponse = z.infer<typeof ZFacultyDetailsResponse>;

// ---------------------------------------------------------------- cohort analysis and tenure-track compare

export const COHORT_MILESTONES = ['Assistant Professor', 'Associate Professor', 'Professor'] as const;
export const ZCohortMilestone = z.enum(COHORT_MILESTONES, { error: 'milestone must be Assistant Professor, Associate Professor or Professor.' });
export const ZCohortJournals = z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toLowerCase() : v),
  z.enum(['a', 'a,a-', 'a,a-,b'], { error: 'Choose the journals: a, \'a,a-\' or \'a,a-,b\'.' }));
const offset = (what: string, min: number, max: number) => z.coerce.number({ error: `${what} must be between ${min} and ${max}.` })
  .int({ error: `${what} must be between ${min} and ${max}.` }).min(min, { error: `${what} must be between ${min} and ${max}.` })
  .max(max, { error: `${what} must be between ${min} and ${max}.` });
export const ZCohortAnalysisQuery = z.object({
  id: queryList(id('id')).optional(),
  journals: ZCohortJournals.optional(),
  milestone: ZCohortMilestone.default('Assistant Professor'),
  range_start: offset('range_start', -10, 0).default(-2),
  range_end: offset('range_end', 0, 10).default(2),
}).extend(ZCountingOption.shape);
const ZMilestoneFigures = z.object({
  year: z.number().int().nullable(),
  /** null ('-') when the year is unknown or after the current year */
  total_papers: ZNullableNumber,
  total_citations: ZNullableNumber,
  hindex: ZNullableNumber,
  abratio: ZNullableNumber,
});
export const ZCohortAnalysisResponse = z.object({
  journals: z.string(),
  counting: ZFigureOptionsInForce.shape.counting,
  milestone: ZCohortMilestone,
  range_start: z.number().int(),
  range_end: z.number().int(),
  current_year: z.number().int(),
  summary: z.string(),
  faculty: z.array(z.object({
    index: z.number().int(),
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    pic: z.string(),
    universityName: z.string(),
    first_year_career: z.number().int().nullable(),
    milestone_year: z.number().int().nullable(),
    totalPapers: z.number(),
    totalCitations: z.number(),
    hIndex: z.number().int(),
    abJournalRatio: z.number(),
    milestones: z.array(ZMilestoneFigures.extend({ offset: z.number().int() })),
  })),
});
export type TCohortAnalysisResponse = z.infer<typeof ZCohortAnalysisResponse>;

/** GET cohortAnalysis/compare?id=a&id=b */
export const ZCohortCompareQuery = z.object({ id: queryList(id('id')).optional(), journals: ZCohortJournals.default('a,a-,b') }).extend(ZCountingOption.shape);
export const ZCohortCompareResponse = z.object({
  journals: z.string(),
  counting: ZFigureOptionsInForce.shape.counting,
  current_year: z.number().int(),
  faculty: z.array(z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    milestones: z.array(ZMilestoneFigures.extend({ milestone: z.string() })),
  })),
});
export type TCohortCompareResponse = z.infer<typeof ZCohortCompareResponse>;

/** GET tenure_track_compare */
export const ZTenureTrackCompareQuery = ZUnivScopeQuery.extend({
  id: z.preprocess((v) => (v === '' ? undefined : v), id('id').optional()),
  department: z.preprocess((v) => (v === '' ? undefined : v), id('department').optional()),
  journal: ZTenureJournal.default('All'),
}).extend(ZFigureOptions.shape);
export const ZTenureTrackCompareResponse = z.object({
  journal: ZTenureJournal,
  current_year: z.number().int(),
  month: z.number().int(),
  department: z.string(),
  /** the grading of candidate's and peers' papers: the department's lists unless tier_source=global */
  tier_source: ZTierSource,
  ...ZFigureOptionsInForce.shape,
  /** the candidate's years of career so far (the first year counts) */
  career_years: z.number().int(),
  candidate: z.object({
    id: z.number().int(), name: z.string(), univ_name: z.string(), start_year: z.number().int().nullable(), papers: z.number(), citations: z.number(),
  }),
  peers: z.array(z.object({
    id: z.number().int(), name: z.string(), marker: z.number().int().nullable(), start_year: z.number().int(),
    /** the peer's year at the same career length as the candidate now */
    year: z.number().int(), papers: z.number(), citations: z.number(), tenure_year: z.number().int().nullable(),
  })),
  AveragePapers: ZNullableNumber,
  AverageCitations: ZNullableNumber,
  percentPaper: ZNullableNumber,
  percentCitation: ZNullableNumber,
  readiness_percent: ZNullableNumber,
  color: ZTenureColour,
});
export type TTenureTrackCompareResponse = z.infer<typeof ZTenureTrackCompareResponse>;

// ---------------------------------------------------------------- faculty layout

/** Admins choose whose figures with author_id; faculty may pass only their own. */
export const ZAuthorScopeQuery = z.object({ author_id: id('author_id').optional() });
/** One faculty member's figures with the counting (docs/metrics.md section 14). */
export const ZAuthorFigureQuery = ZAuthorScopeQuery.extend(ZCountingOption.shape);

/** POST dashboard/faculty_progress */
export const ZFacultyProgressBody = z.object({
  from_year: z.number({ error: 'from_year must be a year.' }).int({ error: 'from_year must be a year.' }).optional(),
  to_year: z.number({ error: 'to_year must be a year.' }).int({ error: 'to_year must be a year.' }).optional(),
  univ_id: bodyId('univ_id').optional(),
  author_id: bodyId('author_id').optional(),
  /** journal ids, or 'All' */
  journals: z.union([z.literal('All'), z.array(bodyId('journals')).min(1, { error: 'Select at least one journal.' }).max(MAX_LIST)], {
    error: 'Select at least one journal.',
  }).optional(),
  /** true: the department's own journal lists (Department configuration) instead of journals */
  default: z.boolean().default(false),
  rank_by: z.enum(['papers', 'citations'], { error: 'rank_by must be papers or citations.' }).default('papers'),
  department: z.number({ error: 'Select a department.' }).int({ error: 'Select a department.' }).positive({ error: 'Select a department.' })
    .max(MAX_ID, { error: 'Select a department.' }).optional(),
  /** number of faculty per list: 10, 30 or All */
  count: z.union([z.literal(10), z.literal(30), z.literal('All')], { error: 'count must be 10, 30 or All.' }).default(10),
  /** full or fractional (docs/metrics.md section 14): each person's papers and citations in the window; no affiliation (one person's figures) */
  counting: ZCounting,
}).strict();
export const ZProgressRow = z.object({
  id: z.number().int(),
  name: z.string(),
  total_papers: z.number(),
  total_citations: z.number(),
  univ_abv: z.string(),
  univ_name: z.string(),
  rank: z.number().int(),
  is_you: z.boolean(),
});
export const ZFacultyProgressResponse = z.object({
  counting: ZFigureOptionsInForce.shape.counting,
  from_year: z.number().int(),
  to_year: z.number().int(),
  rank_by: z.enum(['papers', 'citations']),
  department: z.string(),
  journals: z.union([z.literal('All'), z.array(z.number().int())]),
  'In your school': z.array(ZProgressRow),
  'In other schools': z.array(ZProgressRow),
  /** where you are in each list as returned (null: not in it) */
  your_school_index: z.number().int().nullable(),
  other_schools_index: z.number().int().nullable(),
  rank_within_university: z.number().int().nullable(),
  rank_all_universities: z.number().int().nullable(),
  faculty_rank_within_university: z.number().int().nullable(),
  faculty_rank_all_university: z.number().int().nullable(),
  /** how many faculty each rank is out of */
  ranked: z.object({
    within_university: z.number().int(), all_universities: z.number().int(),
    faculty_within_university: z.number().int(), faculty_all_university: z.number().int(),
  }),
});
export type TFacultyProgressResponse = z.infer<typeof ZFacultyProgressResponse>;

/** GET dashboard/find_your_fit: the counting and the affiliation of the schools' figures (docs/metrics.md sections 14, 15, 21) */
export const ZFindYourFitQuery = ZAuthorScopeQuery.extend(ZGroupFigureOptions.shape);
export const ZFitCell = z.object({
  row_index: z.number().int(),
  band: z.enum(['ambitious', 'moderate', 'yourself', 'safe']),
  colour: z.enum(['red', 'orange', 'blue', 'green', 'grey']),
  is_you: z.boolean(),
  univ_id: z.number().int().nullable(),
  /** the university (null in your row and in empty rows) */
  name: z.string().nullable(),
  value: ZNullableNumber,
  a_journal_ratio: ZNullableNumber,
  avg_papers_per_year_per_faculty: ZNullableNumber,
  citations_per_paper: ZNullableNumber,
  solo_papers_ratio: ZNullableNumber,
});
export const ZFindYourFitResponse = z.object({
  ...ZFigureOptionsInForce.shape,
  /** your own values (null without papers: nothing to place you by) */
  a_to_b_journals_ratio: ZNullableNumber,
  solo_to_coauthored_papers_ratio: ZNullableNumber,
  citations_per_paper: ZNullableNumber,
  avg_papers_per_year_per_faculty: ZNullableNumber,
  /** per metric, the seven-row column */
  university_map: z.object({
    a_to_b_journals_ratio: z.array(ZFitCell),
    solo_to_coauthored_papers_ratio: z.array(ZFitCell),
    citations_per_paper: z.array(ZFitCell),
    avg_papers_per_year_per_faculty: z.array(ZFitCell),
  }),
});
export type TFindYourFitResponse = z.infer<typeof ZFindYourFitResponse>;

/** GET compareyourself */
export const ZCompareYourselfQuery = z.object({ id: z.preprocess((v) => (v === '' ? undefined : v), id('id').optional()) }).extend(ZCountingOption.shape);
export const ZCompareYourselfResponse = z.object({
  id: z.number().int(),
  counting: ZFigureOptionsInForce.shape.counting,
  first_name: z.string(),
  last_name: z.string(),
  verified: z.boolean(),
  has_work_history: z.boolean(),
  /** the milestone years, oldest first, ending with the current year */
  years: z.array(z.number().int()),
  data: z.object({
    profile_picture: z.string(),
    /** year -> the milestone's title ('Current Year' for the last) */
    work_history_title: z.record(z.string(), z.string()),
    work_history_year: z.record(z.string(), z.number().int()),
    hindex: z.record(z.string(), ZNullableNumber),
    total_papers: z.record(z.string(), ZNullableNumber),
    total_citations: z.record(z.string(), ZNullableNumber),
    abjournals: z.record(z.string(), ZNullableNumber),
  }),
  /** the line charts: papers and citations per year */
  papers_over_years: ZByYear,
  citations_over_years: ZByYear,
});
export type TCompareYourselfResponse = z.infer<typeof ZCompareYourselfResponse>;

/** GET dashboard/my_figures */
const ZRankPosition = z.object({ rank: z.number().int().nullable(), of: z.number().int() });
export const ZMyFiguresResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  univ_name: z.string(),
  department: z.string().nullable(),
  current_year: z.number().int(),
  counting: ZFigureOptionsInForce.shape.counting,
  totals: z.object({
    total_papers: z.number(), total_citations: z.number(), h_index: z.number().int(),
    A: z.number(), 'A-': z.number(), B: z.number(), solo: z.number().int(),
    papers_per_year: z.number(), citations_per_paper: z.number(), percent_solo: z.number(),
  }),
  years: z.array(z.object({
    year: z.number().int(), papers: z.number(), citations: z.number(), A: z.number(), 'A-': z.number(), B: z.number(),
    cumulative_papers: z.number(), cumulative_citations: z.number(),
  })),
  ranks: z.object({
    department: z.object({ papers: ZRankPosition, citations: ZRankPosition, h_index: ZRankPosition }).nullable(),
    school: z.object({ papers: ZRankPosition, citations: ZRankPosition, h_index: ZRankPosition }).nullable(),
  }),
});
export type TMyFiguresResponse = z.infer<typeof ZMyFiguresResponse>;

/** GET dashboard/coauthor_network */
export const ZCoauthorNetworkQuery = z.object({
  id: z.preprocess((v) => (v === '' ? undefined : v), id('id').optional()),
  depth: z.enum(['1', '2'], { error: 'depth must be 1 or 2.' }).default('2').transform(Number),
  limit: z.coerce.number({ error: `limit must be from 2 to ${COAUTHOR_NETWORK_MAX_NODES}.` }).int()
    .min(2, { error: `limit must be from 2 to ${COAUTHOR_NETWORK_MAX_NODES}.` })
    .max(COAUTHOR_NETWORK_MAX_NODES, { error: `limit must be from 2 to ${COAUTHOR_NETWORK_MAX_NODES}.` }).default(150),
});
export const ZCoauthorNetworkResponse = z.object({
  center: z.number().int(),
  depth: z.number().int(),
  limit: z.number().int(),
  /** true when the cap left nodes out */
  truncated: z.boolean(),
  nodes: z.array(z.object({
    id: z.number().int(), name: z.string(), school: z.string(), depth: z.number().int(),
    /** papers written together with the node it hangs from (the centre for depth 1) */
    papers_together: z.number().int(),
    total_papers: z.number().int(),
  })),
  edges: z.array(z.object({ source: z.number().int(), target: z.number().int(), papers: z.number().int(), weight: z.number() })),
});
export type TCoauthorNetworkResponse = z.infer<typeof ZCoauthorNetworkResponse>;

// ---------------------------------------------------------------- the papers behind a figure (issue 19 item 5)

/** The screens whose figures open to their papers; the screen decides who may open them (its own access rule). */
export const FIGURE_SCREENS = [
  'ranking', 'tenure', 'productivity', 'cohort', 'compare_yourself', 'hire_impact', 'faculty_progress', 'university_home', 'outliers', 'find_your_fit',
] as const;
/**
 * Which tiers a figure counts: one tier (a, a_minus, b), A and A- (top), A, A- and B (all), or every
 * paper, unranked included (every). docs/metrics.md section 29.
 */
export const FIGURE_GRADES = ['a', 'a_minus', 'b', 'top', 'all', 'every'] as const;
export type TFigureGrade = (typeof FIGURE_GRADES)[number];
/** What an author's figure counts: papers, citations (× weight), or the h-index (docs/metrics.md section 29). */
export const FIGURE_MEASURES = ['papers', 'citations', 'hindex'] as const;

/**
 * GET dashboard/figure_papers (and figure_papers/csv): the papers behind one author's figure. The
 * figure's definition is (author, window, grade, tier source, counting, measure); scope (univ_id) and
 * the tier source (dept) are checked as on the screen the figure comes from.
 */
export const ZFigurePapersQuery = ZUnivScopeQuery.extend({
  figure: z.enum(FIGURE_SCREENS, { error: 'figure must be ranking, tenure, productivity, cohort, compare_yourself, hire_impact, faculty_progress, university_home, outliers or find_your_fit.' }),
  author_id: id('author_id'),
  /** the tier source: a department's journal lists; absent or 'all': the global tiers */
  dept: ZDeptChoice,
  /** the window (both ends included); both absent: all time */
  from: year('from').optional(),
  to: year('to').optional(),
  grade: z.enum(FIGURE_GRADES, { error: 'grade must be a, a_minus, b, top, all or every.' }).default('every'),
  /**
   * papers, citations, or hindex: the h-index of the papers published in the window with the citations
   * they received in it (grade every; counting does not apply), the papers ranked by citations with the h-core marked
   */
  measure: z.enum(FIGURE_MEASURES, { error: 'measure must be papers, citations or hindex.' }).default('papers'),
  counting: z.enum(['full', 'fractional'], { error: 'counting must be full or fractional.' }).default('full'),
  /**
   * share_of=every: the figure is the numerator of a share (Cohort Analysis' A and A- %): the answer states
   * the denominator, the same papers figure over every paper, and the percent
   */
  share_of: z.enum(['every'], { error: 'share_of must be every.' }).optional(),
  /**
   * Hire Impact, the university home and Visualization by Rank (outliers) only (docs/metrics.md section 29): at_publication keeps the papers the author wrote at
   * their own (current) school, as the school's figures count its members; current: every paper.
   */
  affiliation: ZAffiliation,
  /** Hire Impact and Faculty Progress only: the journals chosen (ids, or All: every journal) */
  journal_ids: queryList(z.union([z.literal('All'), id('journal_ids')])).optional(),
});
export type TFigurePapersQuery = z.input<typeof ZFigurePapersQuery>;

export const ZFigurePaper = z.object({
  paper_id: z.number().int(),
  title: z.string(),
  journal: z.string().nullable(),
  /** the tier in force; null: unranked */
  tier: z.enum(['A', 'A-', 'B']).nullable(),
  /** where the tier comes from: the department's lists when they grade the journal, else the global tiers */
  tier_source: z.string(),
  year: z.number().int().nullable(),
  /** the authors in byline order */
  authors: z.string(),
  author_count: z.number().int(),
  /** citations received in the window (all time: the paper's citation count) */
  citations: z.number(),
  /** the counting weight: 1 (full) or 1 / number of authors (fractional) */
  weight: z.number(),
  /** what the paper adds to the figure: its weight (papers) or its citations × weight (citations); an h-index: 1 in the h-core, else 0 */
  counted: z.number(),
  /** measure hindex: the paper is in the h-core (among the h most cited papers with at least h citations) */
  h_core: z.boolean().optional(),
});
export type TFigurePaper = z.infer<typeof ZFigurePaper>;

export const ZFigurePapersResponse = z.object({
  figure: z.enum(FIGURE_SCREENS),
  author: z.object({ id: z.number().int(), name: z.string() }),
  measure: z.enum(FIGURE_MEASURES),
  grade: z.enum(FIGURE_GRADES),
  counting: z.enum(['full', 'fractional']),
  /** the window; null: all time */
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  tier_source: ZTierSource,
  /** the figure: the sum of the rows' counted (the number of rows in full counting of papers) */
  total: z.number(),
  /** one sentence naming the figure: measure, grade, window, tier source and counting */
  description: z.string(),
  rows: z.array(ZFigurePaper),
  /** share_of=every: the share's denominator (the papers figure over every paper) and the percent, two decimals; else absent */
  share: z.object({ of: z.number(), percent: z.number().nullable() }).optional(),
});
export type TFigurePapersResponse = z.infer<typeof ZFigurePapersResponse>;

/**
 * The screens whose school or department figures open to their papers: Compare by Department (a window
 * of years), Hire Impact (the school's all-time papers and citations, in the journals chosen) and the
 * university home (the school's and its departments' all-time papers, a journal's papers of the school).
 */
export const GROUP_FIGURE_SCREENS = ['compare_departments', 'hire_impact', 'university_home', 'find_your_fit'] as const;

/**
 * GET dashboard/group_figure_papers (and /csv): the papers behind a school's or a department's figure
 * on Compare by Department (docs/metrics.md sections 28 and 29): its distinct papers published in the
 * years (papers), or cited in them (citations), each with the group's credit in the counting and
 * affiliation asked for.
 */
export const ZGroupFigurePapersQuery = ZUnivScopeQuery.extend({
  figure: z.enum(GROUP_FIGURE_SCREENS, { error: 'figure must be compare_departments, hire_impact, university_home or find_your_fit.' }),
  /** Find Your Fit only: the school of a cell (any school) */
  school_id: id('school_id').optional(),
  /** the department; absent or 'all': the whole school */
  dept: ZDeptChoice,
  from: year('from').optional(),
  to: year('to').optional(),
  measure: z.enum(['papers', 'citations'], { error: 'measure must be papers or citations.' }).default('papers'),
  counting: ZCounting,
  affiliation: ZAffiliation,
  /** Hire Impact and the university home only: the journals chosen (ids, or All: every journal) */
  journal_ids: queryList(z.union([z.literal('All'), id('journal_ids')])).optional(),
});
export const ZGroupFigurePapersResponse = z.object({
  figure: z.enum(GROUP_FIGURE_SCREENS),
  group: z.object({ university_id: z.number().int(), department_id: z.number().int().nullable(), name: z.string() }),
  measure: z.enum(['papers', 'citations']),
  ...ZFigureOptionsInForce.shape,
  from: z.number().int(),
  to: z.number().int(),
  /** the figure: the sum of the rows' counted */
  total: z.number(),
  description: z.string(),
  /** each row's weight is the group's credit: 1 (full) or (its members on the paper) / (its authors) */
  rows: z.array(ZFigurePaper),
});
export type TGroupFigurePapersResponse = z.infer<typeof ZGroupFigurePapersResponse>;

/** The screens whose per-faculty averages open to their members' papers: Compare Schools (a school's bubble). */
export const MEMBERS_FIGURE_SCREENS = ['compare_schools', 'hire_impact', 'university_home', 'find_your_fit'] as const;
/**
 * What an average per faculty member averages (docs/metrics.md section 29, "Averages per faculty member"): each
 * member's papers or citations (every screen), or, on Compare Schools, each member's rate: the h-index (its
 * h-core), papers or citations per year of career, citations per paper, percent solo, the A and A- percentage.
 */
export const MEMBERS_FIGURE_MEASURES = [
  'papers', 'citations', 'hindex', 'papers_per_year', 'citations_per_year', 'citations_per_paper', 'percent_solo', 'top_journal_percentage',
] as const;
/** Interesting Facts' cells (docs/metrics.md section 24): the faculty's gender and rank group. */
export const FACTS_GENDERS = ['all', 'male', 'female', 'other'] as const;
export const FACTS_RANKS = ['assistant', 'associate', 'full', 'other'] as const;

/**
 * GET dashboard/members_figure_papers (and /csv): the papers behind an average per faculty member
 * (docs/metrics.md section 29, "Averages per faculty member"): every member's own rows (a paper of two
 * members is listed twice, as each member's count holds it), so total / members = the average shown.
 * Compare Schools: the school's faculty of the types chosen, all time, every paper.
 */
export const ZMembersFigurePapersQuery = ZUnivScopeQuery.extend({
  figure: z.enum(MEMBERS_FIGURE_SCREENS, { error: 'figure must be compare_schools, hire_impact, university_home or find_your_fit.' }),
  /** Compare Schools: the school whose figure it is (any school on the map) and the faculty types */
  school_id: id('school_id').optional(),
  titles: queryList(ZFacultyTitle).optional(),
  /** Hire Impact: the selected faculty (their average), with hiringCandidateId: after the hire; journals chosen */
  facultyIds: queryList(id('facultyIds')).optional(),
  hiringCandidateId: z.preprocess((v) => (v === '' ? undefined : v), id('hiringCandidateId').optional()),
  /**
   * Hire Impact: the hiring department's average per faculty member (instead of facultyIds); the university home:
   * the department whose Interesting Facts they are (absent: the school)
   */
  department: z.preprocess((v) => (v === '' ? undefined : v), id('department').optional()),
  /** the university home's Interesting Facts: the cell's gender (all: unknown gender too) and rank group */
  gender: z.enum(FACTS_GENDERS, { error: 'gender must be all, male, female or other.' }).optional(),
  rank: z.enum(FACTS_RANKS, { error: 'rank must be assistant, associate, full or other.' }).optional(),
  journal_ids: queryList(z.union([z.literal('All'), id('journal_ids')])).optional(),
  /** papers or citations; Compare Schools also each member's rate (MEMBERS_FIGURE_MEASURES) */
  measure: z.enum(MEMBERS_FIGURE_MEASURES, { error: `measure must be one of: ${MEMBERS_FIGURE_MEASURES.join(', ')}.` }).default('papers'),
  counting: ZCounting,
  affiliation: ZAffiliation,
});
export type TMembersFigurePapersQuery = z.input<typeof ZMembersFigurePapersQuery>;
export const ZMembersFigurePaper = ZFigurePaper.extend({ member: z.string() });
export const ZMembersFigurePapersResponse = z.object({
  figure: z.enum(MEMBERS_FIGURE_SCREENS),
  school: z.object({ university_id: z.number().int(), name: z.string() }),
  measure: z.enum(MEMBERS_FIGURE_MEASURES),
  ...ZFigureOptionsInForce.shape,
  /** the members the average is over (its denominator) */
  members: z.number().int(),
  /** the sum of the rows' counted over every member */
  total: z.number(),
  /**
   * the average on the screen (0 without members): total / members, or for a rate the mean of per_member's values;
   * two decimals (Interesting Facts: one, as the screen)
   */
  average: z.number(),
  /**
   * a rate (every measure but papers and citations): each member's value from their rows, numerator / denominator
   * (h-index: the h-core's size over the papers); the average is their mean
   */
  per_member: z.array(z.object({
    author_id: z.number().int(), member: z.string(), numerator: z.number(), denominator: z.number(), value: z.number(),
  })).optional(),
  description: z.string(),
  /** one row per member and paper; member: whose row it is */
  rows: z.array(ZMembersFigurePaper),
});
export type TMembersFigurePapersResponse = z.infer<typeof ZMembersFigurePapersResponse>;
