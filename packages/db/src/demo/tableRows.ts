/**
 * The rows of every table the demo load fills, as COPY text lines, generated lazily from the world
 * (and, for the paper tables, from a fresh replay of the paper stream).
 */
import { normaliseName } from '../names.ts';
import { BinaryInt4Rows, copyBoolean, copyLine, copyNumber, copyText, copyTextArray } from './copyText.ts';
import { citationsOf, generatePapers, titleOf } from './papers.ts';
import { randomFor } from './random.ts';
import { DEMO_CREATED_AT } from './sizes.ts';
import type { DemoWorld } from './worldTypes.ts';

export interface DemoUserRow {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly type: 'admin' | 'university' | 'faculty';
  readonly authorId: number | null;
  readonly universityId: number | null;
  readonly accessLevel: 'owner' | 'admin' | 'user';
}

interface TableLoadBase {
  readonly table: string;
  readonly columns: readonly string[];
  /** what the progress line says while this table streams */
  readonly description: string;
}

/** A table streamed in COPY text format, one line a row. */
export interface TextTableLoad extends TableLoadBase {
  readonly format: 'text';
  rows(): Iterable<string>;
}

/** A table streamed in binary COPY format, already cut into chunks; `counter.rows` counts the rows. */
export interface BinaryTableLoad extends TableLoadBase {
  readonly format: 'binary';
  chunks(counter: { rows: number }): Iterable<Buffer>;
}

export type TableLoad = TextTableLoad | BinaryTableLoad;

const NULL = '\\N';

/** Issues a year: monthly for practitioner journals and the big society journals, quarterly for the smallest. */
function issuesPerYear(abbreviation: string): number {
  if (abbreviation === 'HBR' || abbreviation === 'MS' || abbreviation === 'EJOR') return 12;
  return abbreviation.length % 3 === 0 ? 4 : 6;
}

export function demoTableLoads(world: DemoWorld, users: readonly DemoUserRow[]): TableLoad[] {
  const created = DEMO_CREATED_AT;
  // names repeat a great deal at the large size, and normalisation is the costliest part of an author row
  const searchNames = new Map<string, string>();
  const searchNameOf = (first: string, last: string): string => {
    const key = `${first}\u0000${last}`;
    let searchName = searchNames.get(key);
    if (searchName === undefined) searchNames.set(key, (searchName = normaliseName(first, last)));
    return searchName;
  };
  // Citations stream first (foreign keys are checked after the load, so table order is free) and
  // leave each paper's total here, so the papers pass need not work the series out a second time.
  const paperCount = world.authors.reduce((sum, author) => sum + author.paperYears.length, 0);
  const citationTotals = new Int32Array(paperCount + 1);
  let citationTotalsComplete = false;
  return [
    {
      table: 'universities',
      // the faculty's e-mail domain proves a claim at sign-up (docs/accounts-and-claims.md)
      columns: ['id', 'name', 'abbreviation', 'business_school', 'country', 'domain', 'email_domains', 'status', 'seat_limit', 'created_at', 'updated_at'],
      description: 'business schools',
      format: 'text',
      *rows() {
        for (const school of world.schools) {
          yield copyLine([String(school.id), copyText(school.name), copyText(school.abbreviation), copyText(school.businessSchool), copyText(school.country), copyText(school.domain), copyTextArray([school.domain]), school.status, '2', created, created]);
        }
      },
    },
    {
      table: 'publishers',
      columns: ['id', 'name', 'created_at'],
      description: 'publishers',
      format: 'text',
      *rows() {
        for (const publisher of world.publishers) yield copyLine([String(publisher.id), copyText(publisher.name), created]);
      },
    },
    {
      table: 'journals',
      columns: ['id', 'name', 'abbreviation', 'issn', 'e_issn', 'publisher_id', 'impact_factor', 'tier', 'created_at', 'updated_at'],
      description: 'journal catalogue',
      format: 'text',
      *rows() {
        for (const journal of world.journals) {
          yield copyLine([String(journal.id), copyText(journal.name), copyText(journal.abbreviation), copyText(journal.issn), copyText(journal.eIssn), String(journal.publisherId), journal.impactFactor.toFixed(3), journal.tier, created, created]);
        }
      },
    },
    {
      table: 'departments',
      columns: ['id', 'university_id', 'name', 'default_mapping', 'created_at', 'updated_at'],
      description: 'departments',
      format: 'text',
      *rows() {
        for (const department of world.departments) {
          yield copyLine([String(department.id), String(department.universityId), copyText(department.name), copyTextArray(department.defaultMapping), created, created]);
        }
      },
    },
    {
      table: 'department_journals',
      columns: ['department_id', 'journal_id', 'tier'],
      description: 'department journal lists',
      format: 'text',
      *rows() {
        for (const entry of world.departmentJournals) yield `${entry.departmentId}\t${entry.journalId}\t${entry.tier}\n`;
      },
    },
    {
      table: 'authors',
      columns: [
        'id', 'first_name', 'mid_name', 'last_name', 'search_name', 'position', 'marker', 'gender', 'gender_source', 'email', 'bio', 'cv',
        'univ_profile_link', 'homepage_url', 'university_id', 'verified', 'is_complete', 'unusual_work_hist', 'gs_author_id', 'gs_author_name',
        'rg_author_id', 'rg_author_name', 'name_variations', 'keywords', 'area_of_interest', 'expertise', 'interests', 'courses',
        'first_year_career', 'created_at', 'updated_at',
      ],
      description: 'faculty profiles',
      format: 'text',
      *rows() {
        for (const author of world.authors) {
          yield copyLine([
            String(author.id), copyText(author.firstName), copyText(author.midName), copyText(author.lastName),
            copyText(searchNameOf(author.firstName, author.lastName)), copyText(author.position), copyNumber(author.marker),
            author.gender ?? NULL, author.genderSource ?? NULL, copyText(author.email), copyText(author.bio), copyText(author.cv),
            copyText(author.univProfileLink), copyText(author.homepageUrl), copyNumber(author.universityId), copyBoolean(author.verified),
            copyBoolean(author.isComplete), copyBoolean(author.unusualWorkHistory), copyText(author.gsAuthorId), copyText(author.gsAuthorName),
            copyText(author.rgAuthorId), copyText(author.rgAuthorName), copyTextArray(author.nameVariations), copyTextArray(author.keywords),
            copyTextArray(author.areaOfInterest), copyTextArray(author.expertise), copyTextArray(author.interests), copyTextArray(author.courses),
            copyNumber(author.firstYearCareer), created, created,
          ]);
        }
      },
    },
    {
      table: 'author_departments',
      columns: ['author_id', 'department_id', 'percent_appointment'],
      description: 'appointments',
      format: 'text',
      *rows() {
        for (const author of world.authors) {
          for (const department of author.departments) yield `${author.id}\t${department.departmentId}\t${department.percent}\n`;
        }
      },
    },
    {
      table: 'education',
      columns: ['id', 'author_id', 'seq', 'degree', 'area', 'institution', 'university_id', 'year', 'advisor_first_name', 'advisor_last_name', 'is_phd_to_consider'],
      description: 'education',
      format: 'text',
      *rows() {
        let id = 0;
        for (const author of world.authors) {
          const ordered = [...author.education].sort((a, b) => a.year - b.year);
          for (let seq = 0; seq < ordered.length; seq++) {
            const entry = ordered[seq];
            if (!entry) continue;
            yield copyLine([
              String(++id), String(author.id), String(seq + 1), copyText(entry.degree), copyText(entry.area), copyText(entry.institution),
              copyNumber(entry.universityId), String(entry.year), copyText(entry.advisorFirstName), copyText(entry.advisorLastName), copyBoolean(entry.isPhdToConsider),
            ]);
          }
        }
      },
    },
    {
      table: 'work_history',
      columns: ['id', 'author_id', 'seq', 'title', 'sub_title', 'school', 'institution', 'university_id', 'from_year', 'to_year', 'marker'],
      description: 'work history',
      format: 'text',
      *rows() {
        let id = 0;
        for (const author of world.authors) {
          for (let seq = 0; seq < author.workHistory.length; seq++) {
            const entry = author.workHistory[seq];
            if (!entry) continue;
            yield copyLine([
              String(++id), String(author.id), String(seq + 1), copyText(entry.title), copyText(entry.subTitle), copyText(entry.school),
              copyText(entry.institution), copyNumber(entry.universityId), String(entry.fromYear), copyNumber(entry.toYear), copyNumber(entry.marker),
            ]);
          }
        }
      },
    },
    {
      table: 'citations',
      columns: ['paper_id', 'year', 'count'],
      description: 'citations per paper per year',
      format: 'binary',
      *chunks(counter) {
        citationTotals.fill(0);
        const rows = new BinaryInt4Rows(3);
        const row = [0, 0, 0];
        for (const paper of generatePapers(world)) {
          let total = 0;
          row[0] = paper.id;
          for (const [year, count] of citationsOf(world, paper)) {
            if (rows.full) yield rows.take();
            row[1] = year;
            row[2] = count;
            rows.add(row);
            counter.rows++;
            total += count;
          }
          citationTotals[paper.id] = total;
        }
        yield rows.finish();
        citationTotalsComplete = true;
      },
    },
    {
      table: 'papers',
      columns: ['id', 'title', 'journal_id', 'publication_name', 'year', 'doi', 'issn', 'issue', 'volume', 'citation_count', 'publisher', 'created_at', 'updated_at'],
      description: 'papers',
      format: 'text',
      *rows() {
        for (const paper of generatePapers(world)) {
          const journal = paper.journal;
          const meta = randomFor(world.seed, 'paper-meta', paper.id);
          // DOIs under Crossref's test prefix 10.5555, so no demo DOI can resolve to a real work
          const hasDoi = meta.chance(paper.year >= 1995 ? 0.95 : 0.5);
          const doi = hasDoi ? `10.5555/${journal.abbreviation.toLowerCase().replace(/[^a-z0-9]/g, '')}.${paper.year}.${paper.id}` : null;
          let citationCount = citationTotals[paper.id] as number;
          if (!citationTotalsComplete) {
            citationCount = 0;
            for (const [, count] of citationsOf(world, paper)) citationCount += count;
          }
          yield copyLine([
            String(paper.id), copyText(titleOf(world, paper)), String(journal.id), copyText(journal.name), String(paper.year), copyText(doi),
            copyText(journal.issn ?? journal.eIssn), String(meta.int(1, issuesPerYear(journal.abbreviation))), String(Math.max(1, paper.year - journal.firstYear + 1)),
            String(citationCount), copyText(journal.publisher), created, created,
          ]);
        }
      },
    },
    {
      table: 'authorships',
      columns: ['paper_id', 'position', 'author_id', 'printed_first_name', 'printed_mid_name', 'printed_last_name', 'university_id'],
      description: 'authorships',
      format: 'text',
      *rows() {
        for (const paper of generatePapers(world)) {
          for (let index = 0; index < paper.authorships.length; index++) {
            const authorship = paper.authorships[index];
            if (!authorship) continue;
            yield `${paper.id}\t${index + 1}\t${copyNumber(authorship.authorId)}\t${copyText(authorship.printedFirstName)}\t${copyText(authorship.printedMidName)}\t${copyText(authorship.printedLastName)}\t${copyNumber(authorship.universityId)}\n`;
          }
        }
      },
    },
    {
      table: 'merge_queue',
      columns: ['author_id', 'reason', 'created_at'],
      description: 'merge queue',
      format: 'text',
      *rows() {
        for (const entry of world.mergeQueue) yield copyLine([String(entry.authorId), copyText(entry.reason), created]);
      },
    },
    {
      table: 'users',
      columns: ['id', 'username', 'email', 'password_hash', 'type', 'author_id', 'university_id', 'access_level', 'email_verified_at', 'created_at', 'updated_at'],
      description: 'demo accounts',
      format: 'text',
      *rows() {
        for (const user of users) {
          yield copyLine([
            String(user.id), copyText(user.username), copyText(user.email), copyText(user.passwordHash), user.type, copyNumber(user.authorId),
            copyNumber(user.universityId), user.accessLevel, created, created, created,
          ]);
        }
      },
    },
  ];
}
