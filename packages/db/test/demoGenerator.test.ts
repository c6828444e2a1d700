// The demo generator without a database, over several seeds: the invariants that make the dirty
// records the only dirty ones hold for every seed, not only for the ones the database tests load
// (demo.test.ts checks determinism and the loaded rows).
import { beforeAll, describe, expect, it } from 'vitest';
import { DESIGNATED_RECORD_COUNTS } from '../src/demo/designatedRecords.ts';
import { generatePapers } from '../src/demo/papers.ts';
import { deriveSeed, randomFor, SeededRandom } from '../src/demo/random.ts';
import { apportion, buildWorld, planPaperYears } from '../src/demo/world.ts';
import type { DemoWorld, WorldAuthor } from '../src/demo/worldTypes.ts';

const SEEDS = [1, 2, 99, 20_261_122, 4_294_967_295];

interface AuthorPapers {
  years: number[];
}

function papersByAuthor(world: DemoWorld): { byAuthor: Map<number, AuthorPapers>; printedMismatches: number; coauthorsOf: Map<number, Set<number>> } {
  const byAuthor = new Map<number, AuthorPapers>();
  const coauthorsOf = new Map<number, Set<number>>();
  let printedMismatches = 0;
  for (const paper of generatePapers(world)) {
    const ids = paper.authorships.map((authorship) => authorship.authorId).filter((id): id is number => id !== null);
    for (const authorship of paper.authorships) {
      if (authorship.authorId === null) continue;
      const author = world.authors[authorship.authorId - 1] as WorldAuthor;
      const entry = byAuthor.get(author.id) ?? { years: [] };
      entry.years.push(paper.year);
      byAuthor.set(author.id, entry);
      const coauthors = coauthorsOf.get(author.id) ?? new Set<number>();
      for (const id of ids) if (id !== author.id) coauthors.add(id);
      coauthorsOf.set(author.id, coauthors);
      if (authorship.printedFirstName !== author.firstName || authorship.printedMidName !== author.midName || authorship.printedLastName !== author.lastName) printedMismatches++;
    }
  }
  for (const entry of byAuthor.values()) entry.years.sort((a, b) => a - b);
  return { byAuthor, printedMismatches, coauthorsOf };
}

function phdYear(author: WorldAuthor): number | null {
  return author.education.find((entry) => entry.isPhdToConsider)?.year ?? null;
}

function largestGap(years: readonly number[]): number {
  let gap = 0;
  for (let i = 1; i < years.length; i++) gap = Math.max(gap, (years[i] as number) - (years[i - 1] as number));
  return gap;
}

describe.each(SEEDS)('demo world for seed %i', (seed) => {
  let world: DemoWorld;
  let papers: ReturnType<typeof papersByAuthor>;
  beforeAll(() => {
    world = buildWorld('demo', seed);
    papers = papersByAuthor(world);
  });
  const yearsOf = (author: WorldAuthor) => papers.byAuthor.get(author.id)?.years ?? [];
  const counts = DESIGNATED_RECORD_COUNTS;

  it('has the demo size whatever the seed', () => {
    expect(world.schools).toHaveLength(25);
    expect(world.authors).toHaveLength(2_500);
    expect(world.authors.reduce((sum, author) => sum + author.paperYears.length, 0)).toBe(60_115);
  });

  it('keeps ordinary faculty clear of every red flag', () => {
    const problems: string[] = [];
    for (const author of world.authors.filter((candidate) => candidate.inCoauthorPool)) {
      const years = yearsOf(author);
      const name = `#${author.id} ${author.firstName} ${author.lastName} (marker ${author.marker})`;
      const doctorate = phdYear(author);
      const lastEducation = Math.max(...author.education.map((entry) => entry.year));
      if (author.gender === null || author.marker === null || author.position === '' || author.departments.length === 0) problems.push(`${name}: missing field`);
      if (author.departments.reduce((sum, department) => sum + department.percent, 0) !== 100) problems.push(`${name}: appointment`);
      if (doctorate === null) problems.push(`${name}: no PhD`);
      if (years.length > 0 && (years[0] as number) < lastEducation) problems.push(`${name}: paper in ${years[0]} before education ended in ${lastEducation}`);
      if (largestGap(years) >= 10) problems.push(`${name}: gap of ${largestGap(years)} years`);
      if (years.length > 0 && (years[years.length - 1] as number) - (years[0] as number) > 48) problems.push(`${name}: span`);
      if (author.marker === 1 && years.length > 30) problems.push(`${name}: assistant with ${years.length} papers`);
      if (author.marker === 3 && years.length < 6) problems.push(`${name}: full professor with ${years.length} papers`);
      if (author.gsAuthorName !== '' && author.gsAuthorName !== `${author.firstName} ${author.lastName}`) problems.push(`${name}: Scholar name`);
      if (author.rgAuthorName !== '' && author.rgAuthorName !== `${author.firstName} ${author.lastName}`) problems.push(`${name}: ResearchGate name`);
      if (author.nameVariations.length > 0) problems.push(`${name}: name variations`);
    }
    expect(problems).toEqual([]);
  });

  it('has exactly the documented dirty records', () => {
    const authors = world.authors;
    const count = (predicate: (author: WorldAuthor) => boolean) => authors.filter(predicate).length;
    expect(count((author) => author.gender === null)).toBe(counts.MISSING_GENDER);
    expect(count((author) => author.marker === null)).toBe(counts.MISSING_MARKER);
    expect(count((author) => author.position === '')).toBe(counts.MISSING_POSITION);
    expect(count((author) => author.departments.length === 0)).toBe(counts.MISSING_DEPARTMENT);
    expect(count((author) => author.departments.length > 0 && author.departments.reduce((sum, department) => sum + department.percent, 0) !== 100)).toBe(counts.INCORRECT_PERCENT_APPOINTMENT);
    expect(count((author) => author.education.length === 0)).toBe(counts.WITHOUT_EDUCATION + 1);
    expect(count((author) => { const doctorate = phdYear(author); return doctorate !== null && yearsOf(author).some((year) => year < doctorate - 2); })).toBe(counts.PAPERS_MORE_THAN_TWO_YEARS_BEFORE_PHD);
    expect(count((author) => author.education.length > 0 && yearsOf(author).some((year) => year < Math.max(...author.education.map((entry) => entry.year)))))
      .toBe(counts.PAPERS_OLDER_THAN_LAST_EDUCATION_YEAR + counts.PAPERS_MORE_THAN_TWO_YEARS_BEFORE_PHD);
    expect(count((author) => largestGap(yearsOf(author)) >= 10)).toBe(counts.GAP_OF_10_YEARS);
    expect(count((author) => { const years = yearsOf(author); return years.length > 0 && (years[years.length - 1] as number) - (years[0] as number) > 50; })).toBe(counts.SPAN_OF_MORE_THAN_FIFTY_YEARS);
    expect(count((author) => (author.marker === 1 && yearsOf(author).length > 60) || (author.marker === 3 && yearsOf(author).length <= 2))).toBe(counts.INCONSISTENT_PAPER_NUMBERS);
    expect(papers.printedMismatches).toBe(3 * counts.GS_NAME_MISMATCH + 3 * counts.RG_NAME_MISMATCH + 2 * counts.NAME_TOO_SIMILAR + 3 * counts.MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION);
    expect(world.mergeQueue).toHaveLength(counts.DUPLICATE_TO_MERGE);
  });

  it('gives each duplicate pair shared co-authors', () => {
    for (const entry of world.mergeQueue) {
      const split = world.authors[entry.authorId - 1] as WorldAuthor;
      const main = world.authors.find((author) => author.nameVariations.includes(`${split.firstName} ${split.lastName}`)) as WorldAuthor;
      const shared = [...(papers.coauthorsOf.get(split.id) ?? [])].filter((id) => papers.coauthorsOf.get(main.id)?.has(id));
      expect(shared.length, `${main.firstName} ${main.lastName} / ${split.firstName} ${split.lastName}`).toBeGreaterThan(0);
    }
  });
});

describe('generator building blocks', () => {
  it('keeps the PRNG stream fixed (changing it would change every demo data set)', () => {
    const random = new SeededRandom(1);
    expect([random.next(), random.next(), random.next()].map((value) => value.toFixed(8))).toEqual(['0.62707394', '0.00273572', '0.52744704']);
    expect(deriveSeed(20_261_122, 'papers', 1)).toBe(deriveSeed(20_261_122, 'papers', 1));
    expect(deriveSeed('ab', 'c')).not.toBe(deriveSeed('a', 'bc'));
    expect(deriveSeed(1, 2)).not.toBe(deriveSeed(2, 1));
  });

  it('draws from the distributions it promises', () => {
    const random = randomFor('distribution-check');
    const draws = Array.from({ length: 20_000 }, () => random.poisson(4));
    const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length;
    expect(mean).toBeGreaterThan(3.9);
    expect(mean).toBeLessThan(4.1);
    const ints = Array.from({ length: 10_000 }, () => random.int(1, 6));
    expect(Math.min(...ints)).toBe(1);
    expect(Math.max(...ints)).toBe(6);
  });

  it('apportions exactly, within bounds', () => {
    const counts = apportion([1, 2, 3, 100], [[0, 10], [0, 10], [2, 10], [0, 50]], 40);
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(40);
    expect(counts[3]).toBeLessThanOrEqual(50);
    expect(counts[2]).toBeGreaterThanOrEqual(2);
  });

  it('plans paper years without gaps of ten years or spans over 48 years', () => {
    const random = randomFor('years-check');
    for (let i = 0; i < 2_000; i++) {
      const first = random.int(1960, 2020);
      const years = planPaperYears(random, random.int(1, 40), first, Math.min(2026, first + random.int(0, 60)));
      expect(years[0]).toBeGreaterThanOrEqual(first);
      expect(largestGap(years)).toBeLessThan(10);
      expect((years[years.length - 1] as number) - (years[0] as number)).toBeLessThanOrEqual(48);
    }
  });
});
