/**
 * Builds the in-memory "world" of a demo load: schools, departments, journals and every author
 * with their career and the years of the papers they own. Papers themselves are not kept: they
 * are streamed from this plan by papers.ts, table by table.
 */
import { buildAuthor, MARKER_WEIGHTS, type CareerContext } from './careers.ts';
import { BUSINESS_SCHOOL_DEPARTMENTS, DEPARTMENT_SIZE_WEIGHTS, RELATED_DEPARTMENTS, type BusinessSchoolDepartment } from './departments.ts';
import { buildDesignatedRecords, designatedNames } from './designatedRecords.ts';
import { JOURNAL_CATALOGUE, type JournalTier } from './journals.ts';
import { randomFor, type SeededRandom } from './random.ts';
import { generatedSchools, REAL_BUSINESS_SCHOOLS } from './schools.ts';
import { DEMO_DATA_YEAR, SIZE_PROFILES, type DemoSize } from './sizes.ts';
import type { DemoWorld, DepartmentJournalTier, WorldAuthor, WorldDepartment, WorldJournal, WorldSchool } from './worldTypes.ts';

/** Papers a year by rank: chairs publish most, teaching faculty least. */
const PAPERS_PER_YEAR_BY_MARKER: Readonly<Record<number, number>> = { 1: 1.7, 2: 1.6, 3: 1.5, 4: 1.2, 5: 0.9, 6: 0.3, 7: 2.2, 9: 1.1 };
/**
 * Bounds on the papers an ordinary member owns, by rank, so that the inconsistent-paper-number
 * records stay the only extreme ones: no ordinary assistant near 60 papers, no full professor below 6.
 */
const OWN_PAPER_BOUNDS: Readonly<Record<number, readonly [number, number]>> = {
  1: [0, 20], 2: [3, 90], 3: [6, 220], 4: [6, 220], 5: [0, 8], 6: [0, 15], 7: [8, 260], 9: [4, 180],
};
/** The longest an ordinary author's papers may span (the fifty-year red flag belongs to designated records). */
const MAX_ORDINARY_SPAN = 48;
/** Number of schools whose departments get their own journal lists. */
const SCHOOLS_WITH_CUSTOM_JOURNAL_LISTS = 6;

function buildSchools(schoolCount: number, seed: number): WorldSchool[] {
  const real = REAL_BUSINESS_SCHOOLS.slice(0, schoolCount);
  const generated = generatedSchools(Math.max(0, schoolCount - real.length), seed);
  return [...real, ...generated].map((school, index) => ({ ...school, id: index + 1 }));
}

function departmentId(schoolId: number, department: BusinessSchoolDepartment): number {
  return (schoolId - 1) * BUSINESS_SCHOOL_DEPARTMENTS.length + BUSINESS_SCHOOL_DEPARTMENTS.indexOf(department) + 1;
}

function buildJournals(): { publishers: Array<{ id: number; name: string }>; journals: WorldJournal[] } {
  const publisherIds = new Map<string, number>();
  for (const journal of JOURNAL_CATALOGUE) if (!publisherIds.has(journal.publisher)) publisherIds.set(journal.publisher, publisherIds.size + 1);
  const journals = JOURNAL_CATALOGUE.map((journal, index): WorldJournal => {
    // illustrative impact factors (not real figures), fixed per journal whatever the seed
    const random = randomFor('impact-factor', journal.abbreviation);
    const [low, high] = journal.tier === 'A' ? [4, 14] : journal.tier === 'A-' ? [2, 8] : [0.8, 5];
    return { ...journal, id: index + 1, publisherId: publisherIds.get(journal.publisher) as number, impactFactor: Math.round((low + random.next() * (high - low)) * 1000) / 1000 };
  });
  return { publishers: [...publisherIds].map(([name, id]) => ({ id, name })), journals };
}

const TIER_UP: Readonly<Record<JournalTier, JournalTier>> = { A: 'A', 'A-': 'A', B: 'A-' };
const TIER_DOWN: Readonly<Record<JournalTier, JournalTier>> = { A: 'A-', 'A-': 'B', B: 'B' };

/**
 * Some departments keep their own A/A-/B lists: the union of the journals of the departments in
 * their default mapping, with the department's own promotions and demotions of a few journals.
 */
function buildCustomJournalLists(random: SeededRandom, schools: readonly WorldSchool[], journals: readonly WorldJournal[]): { mappings: Map<number, string[]>; tiers: DepartmentJournalTier[] } {
  const mappings = new Map<number, string[]>();
  const tiers: DepartmentJournalTier[] = [];
  const completed = schools.filter((school) => school.status === 'Completed').slice(0, SCHOOLS_WITH_CUSTOM_JOURNAL_LISTS);
  completed.forEach((school, schoolIndex) => {
    const departments: BusinessSchoolDepartment[] = schoolIndex === 0
      ? ['Finance', 'Accounting', 'Marketing', 'Management']
      : random.shuffle([...BUSINESS_SCHOOL_DEPARTMENTS]).slice(0, 4);
    for (const department of departments) {
      const mapping = [department, random.pick(RELATED_DEPARTMENTS[department])];
      const id = departmentId(school.id, department);
      mappings.set(id, mapping);
      for (const journal of journals) {
        if (!mapping.includes(journal.field)) continue;
        const roll = random.next();
        const tier = roll < 0.12 ? TIER_UP[journal.tier] : roll < 0.2 ? TIER_DOWN[journal.tier] : journal.tier;
        tiers.push({ departmentId: id, journalId: journal.id, tier });
      }
    }
  });
  return { mappings, tiers };
}

/**
 * Shares `target` papers out in proportion to `weights` within per-author bounds, exactly:
 * scale, pin whoever falls outside their bounds, rescale the rest, then round by largest remainder.
 */
export function apportion(weights: readonly number[], bounds: ReadonlyArray<readonly [number, number]>, target: number): number[] {
  const values = new Float64Array(weights.length);
  const pinned = new Uint8Array(weights.length);
  for (let round = 0; round < 50; round++) {
    let pinnedTotal = 0;
    let freeWeight = 0;
    for (let i = 0; i < weights.length; i++) {
      if (pinned[i]) pinnedTotal += values[i] as number;
      else freeWeight += weights[i] as number;
    }
    const scale = freeWeight > 0 ? (target - pinnedTotal) / freeWeight : 0;
    let changed = false;
    for (let i = 0; i < weights.length; i++) {
      if (pinned[i]) continue;
      const [low, high] = bounds[i] as readonly [number, number];
      const value = (weights[i] as number) * scale;
      if (value < low || value > high) {
        values[i] = value < low ? low : high;
        pinned[i] = 1;
        changed = true;
      } else values[i] = value;
    }
    if (!changed) break;
  }
  const counts = Array.from(values, (value) => Math.floor(value));
  let missing = target - counts.reduce((sum, count) => sum + count, 0);
  const byRemainder = Array.from(values.keys())
    .filter((i) => !pinned[i])
    .sort((a, b) => (values[b] as number) - Math.floor(values[b] as number) - ((values[a] as number) - Math.floor(values[a] as number)) || a - b);
  for (let k = 0; missing > 0 && byRemainder.length > 0; k = (k + 1) % byRemainder.length, missing--) {
    const i = byRemainder[k] as number;
    counts[i] = (counts[i] as number) + 1;
  }
  return counts;
}

/**
 * The years of an ordinary author's papers: spread over their research years, never before the
 * PhD, never ten or more years apart, never spanning more than MAX_ORDINARY_SPAN years (those are
 * the designated records' defects).
 */
export function planPaperYears(random: SeededRandom, count: number, firstYear: number, lastYear: number): number[] {
  const years: number[] = [];
  const span = Math.max(0, lastYear - firstYear);
  // later years weigh a little more: output per year grows over a career and over the decades
  for (let i = 0; i < count; i++) years.push(firstYear + Math.floor(Math.pow(random.next(), 0.85) * (span + 1)));
  years.sort((a, b) => a - b);
  for (let i = 1; i < years.length; i++) {
    const previous = years[i - 1] as number;
    let year = years[i] as number;
    if (year - previous >= 10) year = previous + random.int(2, 9);
    years[i] = Math.min(year, (years[0] as number) + MAX_ORDINARY_SPAN);
  }
  return years;
}

export function buildWorld(size: DemoSize, seed: number): DemoWorld {
  const profile = SIZE_PROFILES[size];
  const random = randomFor(seed, 'world');
  const schools = buildSchools(profile.schoolCount, seed);
  const { publishers, journals } = buildJournals();
  const custom = buildCustomJournalLists(random, schools, journals);
  const departments: WorldDepartment[] = schools.flatMap((school) =>
    BUSINESS_SCHOOL_DEPARTMENTS.map((name) => {
      const id = departmentId(school.id, name);
      return { id, universityId: school.id, name, defaultMapping: custom.mappings.get(id) ?? [] };
    }),
  );

  const context: CareerContext = {
    schools,
    phdSchools: schools.slice(0, Math.min(schools.length, 24)),
    departmentIdOf: departmentId,
    takenNames: new Set(designatedNames()),
    takenEmails: new Set(),
    schoolsWithDean: new Set(),
  };

  // Ordinary faculty, shared out over the schools by size.
  const totalWeight = schools.reduce((sum, school) => sum + school.sizeWeight, 0);
  const authors: WorldAuthor[] = [];
  let assigned = 0;
  schools.forEach((school, index) => {
    const share = index === schools.length - 1
      ? profile.ordinaryFacultyCount - assigned
      : Math.round((profile.ordinaryFacultyCount * school.sizeWeight) / totalWeight);
    assigned += share;
    for (let i = 0; i < share; i++) {
      const id = authors.length + 1;
      const authorRandom = randomFor(seed, 'author', id);
      authors.push(buildAuthor(authorRandom, context, {
        id, school, marker: authorRandom.weighted(MARKER_WEIGHTS), field: authorRandom.weighted(DEPARTMENT_SIZE_WEIGHTS),
      }));
    }
  });

  // How many papers each ordinary author owns, and in which years.
  const weights = authors.map((author) => {
    const firstYear = author.firstYearCareer ?? DEMO_DATA_YEAR;
    const activeYears = Math.max(1, author.lastResearchYear - firstYear + 1);
    return (PAPERS_PER_YEAR_BY_MARKER[author.marker ?? 3] ?? 1) * author.quality * activeYears;
  });
  const bounds = authors.map((author): readonly [number, number] => OWN_PAPER_BOUNDS[author.marker ?? 3] ?? [0, 400]);
  const paperCounts = apportion(weights, bounds, profile.ordinaryPaperCount);
  authors.forEach((author, index) => {
    const firstYear = author.firstYearCareer ?? DEMO_DATA_YEAR;
    author.paperYears = planPaperYears(randomFor(seed, 'paper-years', author.id), paperCounts[index] as number, firstYear, author.lastResearchYear);
  });

  const ordinaryCount = authors.length;
  let nextDesignatedId = ordinaryCount + 1;
  const designated = buildDesignatedRecords({
    random,
    context,
    schools,
    nextAuthorId: () => nextDesignatedId++,
    findSteadyCoauthors: (field, fromYear, toYear, count) => {
      const candidates = authors.filter((author) => author.field === field && author.inCoauthorPool && (author.paperYears[0] ?? Infinity) <= fromYear && (author.paperYears[author.paperYears.length - 1] ?? -Infinity) >= toYear);
      return random.shuffle(candidates).slice(0, count).map((author) => author.id);
    },
  });
  authors.push(...designated.authors);
  authors.forEach((author, index) => {
    if (author.id !== index + 1) throw new Error(`author ids must be dense: #${index + 1} has id ${author.id}`);
  });
  if (authors.length - ordinaryCount !== designated.authors.length) throw new Error('designated records were not all added');

  return {
    profile,
    seed,
    schools,
    departments,
    publishers,
    journals,
    departmentJournals: custom.tiers,
    authors,
    mergeQueue: designated.mergeQueue,
    accountAuthorIds: { faculty: designated.facultyAccountAuthor.id, newfaculty: designated.newFacultyAccountAuthor.id },
    accountUniversityId: (schools[0] as WorldSchool).id,
  };
}
