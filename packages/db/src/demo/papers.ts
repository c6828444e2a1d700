/**
 * Streams the papers of a world: every author's own papers in author order, each with its
 * journal, its authors (co-authors drawn from other schools' faculty or external people) and,
 * on demand, its title and its citations per year.
 *
 * The stream is replayed once per table (citations, papers, authorships), since one connection
 * can run only one COPY at a time and 30 million rows must not be held in memory. Replays are
 * identical: every draw comes from per-author or per-paper seeded streams, and the only state
 * carried between papers (how often each author has been drawn as a co-author) evolves the same
 * way on every replay.
 */
import { RELATED_DEPARTMENTS, BUSINESS_SCHOOL_DEPARTMENTS, type BusinessSchoolDepartment } from './departments.ts';
import type { JournalTier } from './journals.ts';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, MIDDLE_INITIALS } from './personNames.ts';
import { randomFor, type SeededRandom } from './random.ts';
import { paperTitle } from './researchTopics.ts';
import { DEMO_DATA_YEAR } from './sizes.ts';
import type { DemoWorld, WorldAuthor, WorldJournal } from './worldTypes.ts';

export interface GeneratedAuthorship {
  readonly authorId: number | null;
  readonly printedFirstName: string;
  readonly printedMidName: string;
  readonly printedLastName: string;
  readonly universityId: number | null;
}

export interface GeneratedPaper {
  readonly id: number;
  readonly year: number;
  readonly journal: WorldJournal;
  readonly owner: WorldAuthor;
  readonly authorships: readonly GeneratedAuthorship[];
}

/** Authors per paper: solo papers are a minority, two or three authors the rule. */
const AUTHOR_COUNT_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[1, 17], [2, 36], [3, 31], [4, 12], [5, 4]];
/** Chance that a co-author slot goes to one of the product's own faculty rather than an outside person. */
const INTERNAL_COAUTHOR_SHARE = 0.35;
/** Fields that list authors alphabetically. */
const ALPHABETICAL_FIELDS: ReadonlySet<BusinessSchoolDepartment> = new Set(['Economics', 'Finance']);
/** Citations a year at a paper's peak, by tier, for an author of quality 1. */
const PEAK_CITATIONS_BY_TIER: Readonly<Record<JournalTier, number>> = { A: 4.5, 'A-': 2.0, B: 0.8 };

interface WeightedPool {
  readonly authorIndexes: Int32Array;
  readonly cumulativeWeights: Float64Array;
}

function weightedPool(authors: readonly WorldAuthor[]): WeightedPool {
  const members = authors.filter((author) => author.inCoauthorPool && author.paperYears.length > 0);
  const authorIndexes = new Int32Array(members.length);
  const cumulativeWeights = new Float64Array(members.length);
  let total = 0;
  members.forEach((author, i) => {
    // productive people are asked to co-author more often
    total += author.paperYears.length;
    authorIndexes[i] = author.id - 1;
    cumulativeWeights[i] = total;
  });
  return { authorIndexes, cumulativeWeights };
}

function drawFromPool(pool: WeightedPool, random: SeededRandom): number {
  const count = pool.authorIndexes.length;
  if (count === 0) return -1;
  const target = random.next() * (pool.cumulativeWeights[count - 1] as number);
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((pool.cumulativeWeights[middle] as number) > target) high = middle;
    else low = middle + 1;
  }
  return pool.authorIndexes[low] as number;
}

/** Journals of a field and tier, oldest first, so that "founded by year Y" is a prefix. */
class JournalChooser {
  private readonly byFieldAndTier = new Map<string, WorldJournal[]>();
  private readonly byField = new Map<string, WorldJournal[]>();
  private readonly all: WorldJournal[];

  constructor(journals: readonly WorldJournal[]) {
    const byFirstYear = (a: WorldJournal, b: WorldJournal) => a.firstYear - b.firstYear || a.id - b.id;
    this.all = [...journals].sort(byFirstYear);
    for (const journal of this.all) {
      const key = `${journal.field}|${journal.tier}`;
      this.byFieldAndTier.set(key, [...(this.byFieldAndTier.get(key) ?? []), journal]);
      this.byField.set(journal.field, [...(this.byField.get(journal.field) ?? []), journal]);
    }
  }

  private static pickFounded(list: readonly WorldJournal[] | undefined, year: number, random: SeededRandom): WorldJournal | null {
    if (!list) return null;
    let founded = 0;
    while (founded < list.length && (list[founded] as WorldJournal).firstYear <= year) founded++;
    return founded === 0 ? null : (list[Math.floor(random.next() * founded)] as WorldJournal);
  }

  choose(field: BusinessSchoolDepartment, tier: JournalTier, year: number, random: SeededRandom): WorldJournal {
    return JournalChooser.pickFounded(this.byFieldAndTier.get(`${field}|${tier}`), year, random)
      ?? JournalChooser.pickFounded(this.byField.get(field), year, random)
      ?? JournalChooser.pickFounded(this.all, year, random)
      ?? (this.all[0] as WorldJournal);
  }
}

/** The listed school an author worked at in a year (the latest-starting entry covering it), or null. */
export function affiliationIn(author: WorldAuthor, year: number): number | null {
  let universityId: number | null = null;
  let since = -Infinity;
  for (const entry of author.workHistory) {
    if (entry.universityId === null || entry.fromYear > year || (entry.toYear ?? DEMO_DATA_YEAR) < year) continue;
    if (entry.fromYear >= since) {
      since = entry.fromYear;
      universityId = entry.universityId;
    }
  }
  return universityId ?? (year >= (author.firstYearCareer ?? year) ? author.universityId : null);
}

function recordAuthorship(author: WorldAuthor, year: number, printed?: { first: string; mid: string; last: string }): GeneratedAuthorship {
  return {
    authorId: author.id,
    printedFirstName: printed ? printed.first : author.firstName,
    printedMidName: printed ? printed.mid : author.midName,
    printedLastName: printed ? printed.last : author.lastName,
    universityId: affiliationIn(author, year),
  };
}

function externalAuthorship(random: SeededRandom, world: DemoWorld): GeneratedAuthorship {
  const first = random.pick(random.chance(0.6) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
  const mid = random.chance(0.25) ? random.pick(MIDDLE_INITIALS) : '';
  const last = random.pick(LAST_NAMES);
  const universityId = random.chance(0.3) ? random.int(1, world.schools.length) : null;
  return { authorId: null, printedFirstName: first, printedMidName: mid, printedLastName: last, universityId };
}

/** How an author's papers divide over the tiers: better researchers place more in A journals. */
function tierWeightsFor(quality: number): ReadonlyArray<readonly [JournalTier, number]> {
  return [['A', 0.2 * Math.pow(quality, 1.3)], ['A-', 0.33 * Math.pow(quality, 0.5)], ['B', 0.47]];
}

function publishingField(random: SeededRandom, field: BusinessSchoolDepartment): BusinessSchoolDepartment {
  const roll = random.next();
  if (roll < 0.7) return field;
  if (roll < 0.92) return random.pick(RELATED_DEPARTMENTS[field]);
  return random.pick(BUSINESS_SCHOOL_DEPARTMENTS);
}

/** Every paper of the world, in id order. */
export function* generatePapers(world: DemoWorld): Generator<GeneratedPaper> {
  const authors = world.authors;
  const chooser = new JournalChooser(world.journals);
  const globalPool = weightedPool(authors);
  const fieldPools = new Map<BusinessSchoolDepartment, WeightedPool>();
  for (const field of BUSINESS_SCHOOL_DEPARTMENTS) fieldPools.set(field, weightedPool(authors.filter((author) => author.field === field)));
  const timesDrawn = new Int32Array(authors.length);
  let paperId = 0;

  const drawCoauthor = (random: SeededRandom, field: BusinessSchoolDepartment, year: number, onPaper: readonly number[]): WorldAuthor | null => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const pool = random.chance(0.75) ? (fieldPools.get(field) as WeightedPool) : globalPool;
      const index = drawFromPool(pool, random);
      if (index < 0) continue;
      const candidate = authors[index] as WorldAuthor;
      const years = candidate.paperYears;
      // only within the co-author's own publishing years: never before their PhD, never opening a gap
      if (onPaper.includes(candidate.id) || (years[0] as number) > year || (years[years.length - 1] as number) < year) continue;
      if ((timesDrawn[index] as number) >= candidate.coauthorPickCap) continue;
      timesDrawn[index] = (timesDrawn[index] as number) + 1;
      return candidate;
    }
    return null;
  };

  for (const owner of authors) {
    if (owner.paperYears.length === 0) continue;
    const random = randomFor(world.seed, 'papers', owner.id);
    const tierWeights = tierWeightsFor(owner.quality);
    for (let ownIndex = 0; ownIndex < owner.paperYears.length; ownIndex++) {
      const year = owner.paperYears[ownIndex] as number;
      paperId++;
      const journal = chooser.choose(publishingField(random, owner.field), random.weighted(tierWeights), year, random);
      const authorCount = random.weighted(AUTHOR_COUNT_WEIGHTS);
      // at most five authors: an array beats a Set here
      const onPaper: number[] = [owner.id];
      const ownerAuthorship = recordAuthorship(owner, year, owner.printedNameOverrides?.get(ownIndex));
      const others: GeneratedAuthorship[] = [];
      for (const pinnedId of owner.pinnedCoauthorIds) {
        const pinned = authors[pinnedId - 1] as WorldAuthor;
        const years = pinned.paperYears;
        if ((years[0] as number) <= year && (years[years.length - 1] as number) >= year) {
          onPaper.push(pinned.id);
          timesDrawn[pinnedId - 1] = (timesDrawn[pinnedId - 1] as number) + 1;
          others.push(recordAuthorship(pinned, year));
        }
      }
      while (others.length < authorCount - 1) {
        const coauthor = random.chance(INTERNAL_COAUTHOR_SHARE) ? drawCoauthor(random, owner.field, year, onPaper) : null;
        if (coauthor) {
          onPaper.push(coauthor.id);
          others.push(recordAuthorship(coauthor, year));
        } else others.push(externalAuthorship(random, world));
      }
      let authorships: GeneratedAuthorship[];
      if (ALPHABETICAL_FIELDS.has(journal.field)) {
        authorships = [ownerAuthorship, ...others].sort((a, b) => (a.printedLastName < b.printedLastName ? -1 : a.printedLastName > b.printedLastName ? 1 : 0));
      } else {
        const ownerPosition = others.length === 0 || random.chance(0.45) ? 0 : random.int(0, others.length);
        authorships = [...others.slice(0, ownerPosition), ownerAuthorship, ...others.slice(ownerPosition)];
      }
      yield { id: paperId, year, journal, owner, authorships };
    }
  }
}

export function titleOf(world: DemoWorld, paper: GeneratedPaper): string {
  return paperTitle(paper.journal.field, randomFor(world.seed, 'title', paper.id));
}

/**
 * Citations per year since publication: a rise over the first years, a slow decay after, a
 * log-normal spread between papers and a Pareto tail of a few very highly cited ones. Years
 * without citations have no row.
 */
export function citationsOf(world: DemoWorld, paper: GeneratedPaper): Array<readonly [year: number, count: number]> {
  const random = randomFor(world.seed, 'citations', paper.id);
  let rate = PEAK_CITATIONS_BY_TIER[paper.journal.tier] * Math.pow(paper.owner.quality, 0.8) * random.logNormal(0, 0.9);
  if (random.chance(0.015)) rate *= Math.min(60, random.pareto(3, 1.2));
  const series: Array<readonly [number, number]> = [];
  for (let year = paper.year; year <= DEMO_DATA_YEAR; year++) {
    const age = year - paper.year;
    const shape = age === 0 ? 0.3 : age === 1 ? 0.75 : age <= 4 ? 1 : Math.exp(-(age - 4) / 22);
    const count = random.poisson(rate * shape);
    if (count > 0) series.push([year, count]);
  }
  return series;
}
