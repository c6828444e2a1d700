// Integration tests of the demo-data generator against real PostgreSQL: determinism, size,
// completeness of positions and accounts, citation sums, and every documented dirty record.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ri/tests/support/testDatabase';
import { createPool } from '../src/connection.ts';
import {
  BUSINESS_SCHOOL_DEPARTMENTS, DEMO_ACCOUNT_PROFILE_NAMES, DEMO_ACCOUNTS, DemoDataConflictError, DESIGNATED_RECORD_COUNTS,
  DESIGNATED_RECORD_NAMES, hasDemoData, loadDemoData, type DemoLoadReport,
} from '../src/demo/index.ts';
import { normaliseName } from '../src/names.ts';
import { verifyPassword } from '../src/passwords.ts';

const PASSWORD = 'demo-test-password';
const SEED = 7;
const OTHER_SEED = 8;

/** Ordered dumps of the generated tables (timestamps are fixed by the generator; password hashes are salted, so left out). */
const DUMPS: Record<string, string> = {
  universities: 'SELECT md5(string_agg(t::text, E\'\\n\' ORDER BY id)) FROM universities t',
  journals: 'SELECT md5(string_agg(t::text, E\'\\n\' ORDER BY id)) FROM journals t',
  departments: 'SELECT md5(string_agg(t::text, E\'\\n\' ORDER BY id)) FROM departments t',
  department_journals: 'SELECT md5(string_agg(t::text, E\'\\n\' ORDER BY department_id, journal_id)) FROM department_journals t',
  authors: 'SELECT md5(string_agg(t::text, E\'\\n\' ORDER BY id)) FROM authors t',
  author_departments: 'SELECT md5(string_agg(t::text, E\'\\n\' ORDER BY author_id, department_id)) FROM author_departments t',
  education: 'SELECT md5(string_agg(t::text, E\'\\n\' ORDER BY id)) FROM education t',
  work_history: 'SELECT md5(string_agg(t::text, E\'\\n\' ORDER BY id)) FROM work_history t',
  papers: 'SELECT md5(string_agg(t::text, E\'\\n\' ORDER BY id)) FROM papers t',
  authorships: 'SELECT md5(string_agg(t::text, E\'\\n\' ORDER BY paper_id, position)) FROM authorships t',
  citations: 'SELECT md5(string_agg(t::text, E\'\\n\' ORDER BY paper_id, year)) FROM citations t',
  merge_queue: 'SELECT md5(string_agg(t::text, E\'\\n\' ORDER BY author_id)) FROM merge_queue t',
  users: `SELECT md5(string_agg(concat_ws('|', id, username, email, type, author_id, university_id, access_level, email_verified_at), E'\\n' ORDER BY id)) FROM users`,
};

async function tableDumps(pool: pg.Pool): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const [table, sql] of Object.entries(DUMPS)) {
    const { rows } = await pool.query<{ md5: string }>(sql);
    hashes[table] = rows[0]?.md5 ?? '';
  }
  return hashes;
}

async function count(pool: pg.Pool, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(sql, params);
  return Number(rows[0]?.count ?? 0);
}

/** Papers per author (every authorship with an author counts). */
const PAPER_COUNTS = `SELECT a.id, a.marker, a.first_name, a.last_name, a.university_id, count(s.paper_id)::int AS papers
  FROM authors a LEFT JOIN authorships s ON s.author_id = a.id GROUP BY a.id`;
/** Distinct years in which each author has papers, with the gap to the previous one. */
const PAPER_YEAR_GAPS = `SELECT author_id, year - lag(year) OVER (PARTITION BY author_id ORDER BY year) AS gap
  FROM (SELECT DISTINCT s.author_id, p.year FROM authorships s JOIN papers p ON p.id = s.paper_id WHERE s.author_id IS NOT NULL) years`;

/** Every index, constraint and identity column of the schema, as PostgreSQL prints them. */
async function schemaFingerprint(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ item: string }>(`
    SELECT 'index ' || indexdef AS item FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL
    SELECT 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) || CASE WHEN convalidated THEN '' ELSE ' NOT VALIDATED' END
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL
    SELECT 'identity ' || table_name || '.' || column_name || ' ' || identity_generation FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'`);
  return rows.map((row) => row.item).sort();
}

describe('demo data generator', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let firstPool: pg.Pool;
  let secondPool: pg.Pool;
  let report: DemoLoadReport;
  let otherSeedReport: DemoLoadReport;
  let firstDumps: Record<string, string>;
  let otherSeedDumps: Record<string, string>;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    firstPool = createPool({ connectionString: first.url, max: 3 });
    secondPool = createPool({ connectionString: second.url, max: 3 });
    // two cores: generation in this process overlaps with PostgreSQL's work on the other load
    [report, otherSeedReport] = await Promise.all([
      loadDemoData(firstPool, { size: 'demo', seed: SEED, password: PASSWORD }),
      loadDemoData(secondPool, { size: 'demo', seed: OTHER_SEED, password: PASSWORD }),
    ]);
    [firstDumps, otherSeedDumps] = await Promise.all([tableDumps(firstPool), tableDumps(secondPool)]);
  });

  afterAll(async () => {
    await firstPool?.end();
    await secondPool?.end();
    await first?.drop();
    await second?.drop();
  });

  describe('determinism', () => {
    it('gives different data for a different seed', () => {
      expect(otherSeedReport.seed).toBe(OTHER_SEED);
      for (const table of ['authors', 'papers', 'authorships', 'citations', 'education', 'work_history']) {
        expect(otherSeedDumps[table], table).not.toBe(firstDumps[table]);
      }
      // the reference data does not depend on the seed
      expect(otherSeedDumps.journals).toBe(firstDumps.journals);
    });

    it('gives byte-identical rows for the same seed (reloaded over the other seed with replaceExisting)', async () => {
      const again = await loadDemoData(secondPool, { size: 'demo', seed: SEED, password: PASSWORD, replaceExisting: true });
      expect(again.rows).toEqual(report.rows);
      expect(await tableDumps(secondPool)).toEqual(firstDumps);
    });
  });

  describe('size and shape', () => {
    // Load time is measured by the seed CLI and recorded in docs/demo-data.md, not asserted here:
    // a wall-clock limit in a test fails whenever the shared machine is busy.
    it('loads the demo size within its stated ranges', () => {
      expect(report.size).toBe('demo');
      expect(report.millis).toBeGreaterThan(0);
      expect(report.rows.universities).toBe(25);
      expect(report.rows.departments).toBe(25 * 14);
      expect(report.rows.authors).toBeGreaterThanOrEqual(2_400);
      expect(report.rows.authors).toBeLessThanOrEqual(2_600);
      expect(report.rows.papers).toBeGreaterThanOrEqual(55_000);
      expect(report.rows.papers).toBeLessThanOrEqual(65_000);
      expect(report.rows.authorships).toBeGreaterThan(2 * (report.rows.papers ?? 0));
      expect(report.rows.citations).toBeGreaterThan(400_000);
      expect(report.rows.journals).toBeGreaterThanOrEqual(150);
      expect(report.rows.users).toBe(4);
    });

    it('reports the row counts the tables really have', async () => {
      for (const [table, rows] of Object.entries(report.rows)) {
        expect(await count(firstPool, `SELECT count(*) FROM ${table}`), table).toBe(rows);
      }
    });

    it('has real schools, mostly Completed, each with the 14 business-school departments', async () => {
      const { rows: schools } = await firstPool.query<{ name: string; business_school: string; status: string; domain: string }>('SELECT name, business_school, status, domain FROM universities ORDER BY id');
      expect(schools.map((school) => school.business_school)).toEqual(expect.arrayContaining(['The Wharton School', 'Harvard Business School', 'Stanford Graduate School of Business', 'Booth School of Business', 'INSEAD', 'London Business School', 'Naveen Jindal School of Management']));
      const pending = schools.filter((school) => school.status === 'Pending').length;
      expect(pending).toBeGreaterThan(0);
      expect(pending).toBeLessThan(schools.length / 4);
      const { rows: departments } = await firstPool.query<{ names: string[] }>('SELECT array_agg(name ORDER BY name) AS names FROM departments GROUP BY university_id');
      for (const { names } of departments) expect(names).toEqual([...BUSINESS_SCHOOL_DEPARTMENTS].sort());
    });

    it('gives some departments their own journal lists and default mappings', async () => {
      expect(await count(firstPool, 'SELECT count(DISTINCT department_id) FROM department_journals')).toBeGreaterThanOrEqual(10);
      expect(await count(firstPool, `SELECT count(*) FROM departments WHERE default_mapping <> '{}'`)).toBeGreaterThanOrEqual(10);
      expect(await count(firstPool, `SELECT count(*) FROM department_journals dj JOIN journals j ON j.id = dj.journal_id WHERE dj.tier <> j.tier`)).toBeGreaterThan(0);
    });

    it('has faculty of every position marker, every gender code and split appointments', async () => {
      const { rows: markers } = await firstPool.query<{ marker: number }>('SELECT DISTINCT marker FROM authors WHERE marker IS NOT NULL ORDER BY marker');
      expect(markers.map((row) => row.marker)).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
      const { rows: genders } = await firstPool.query<{ gender: string }>('SELECT DISTINCT gender FROM authors WHERE gender IS NOT NULL ORDER BY gender');
      expect(genders.map((row) => row.gender)).toEqual(['f', 'm', 'o']);
      expect(await count(firstPool, 'SELECT count(DISTINCT gender_source) FROM authors')).toBe(4);
      expect(await count(firstPool, 'SELECT count(*) FROM author_departments WHERE percent_appointment = 50')).toBeGreaterThan(100);
      expect(await count(firstPool, `SELECT count(*) FROM education WHERE degree = 'D.B.A'`)).toBeGreaterThan(0);
      // careers: assistant -> associate -> full, with moves between schools; Present is NULL
      expect(await count(firstPool, 'SELECT count(*) FROM work_history WHERE to_year IS NULL')).toBeGreaterThan(2_000);
      expect(await count(firstPool, `SELECT count(*) FROM authors a WHERE marker = 3 AND EXISTS (SELECT 1 FROM work_history w WHERE w.author_id = a.id AND w.marker IN (1, 10) AND w.university_id IS DISTINCT FROM a.university_id)`)).toBeGreaterThan(50);
      expect(await count(firstPool, 'SELECT count(*) FROM authors WHERE first_year_career IS NULL')).toBe(0);
    });

    it('has co-authors across schools, external co-authors and a skewed productivity', async () => {
      expect(await count(firstPool, 'SELECT count(*) FROM authorships WHERE author_id IS NULL')).toBeGreaterThan(10_000);
      expect(await count(firstPool, `SELECT count(*) FROM (SELECT paper_id FROM authorships s JOIN authors a ON a.id = s.author_id GROUP BY paper_id HAVING count(DISTINCT a.university_id) > 1) crossSchool`)).toBeGreaterThan(5_000);
      const { rows } = await firstPool.query<{ median: number; p99: number }>(`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY papers) AS median, percentile_cont(0.99) WITHIN GROUP (ORDER BY papers) AS p99 FROM (${PAPER_COUNTS}) counts`);
      expect(Number(rows[0]?.p99)).toBeGreaterThan(5 * Number(rows[0]?.median));
    });

    it('fills search_name for every author', async () => {
      const { rows } = await firstPool.query<{ first_name: string; last_name: string; search_name: string }>('SELECT first_name, last_name, search_name FROM authors');
      for (const row of rows) expect(row.search_name).toBe(normaliseName(row.first_name, row.last_name));
      expect(rows.every((row) => row.search_name !== '')).toBe(true);
    });

    it('keeps papers.citation_count equal to the sum of the paper\'s citation rows, with a heavy tail', async () => {
      expect(await count(firstPool, 'SELECT count(*) FROM papers p WHERE citation_count <> coalesce((SELECT sum(count) FROM citations c WHERE c.paper_id = p.id), 0)')).toBe(0);
      const { rows } = await firstPool.query<{ median: number; max: number }>('SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY citation_count) AS median, max(citation_count) AS max FROM papers');
      expect(Number(rows[0]?.max)).toBeGreaterThan(50 * Number(rows[0]?.median));
    });

    it('leaves identity sequences after the loaded ids', async () => {
      const client = await firstPool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query<{ id: number }>(`INSERT INTO universities (name) VALUES ('Sequence Check University') RETURNING id`);
        expect(rows[0]?.id).toBe(26);
        const { rows: authorRows } = await client.query<{ id: number }>(`INSERT INTO authors (first_name) VALUES ('Sequence') RETURNING id`);
        expect(authorRows[0]?.id).toBe((report.rows.authors ?? 0) + 1);
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    });
  });

  describe('demo accounts', () => {
    it('creates the four accounts, each verifiable with the given password and a verified .edu e-mail', async () => {
      const { rows } = await firstPool.query<{ username: string; type: string; email: string; password_hash: string; email_verified_at: Date | null }>('SELECT username, type, email, password_hash, email_verified_at FROM users ORDER BY id');
      expect(rows.map((row) => [row.username, row.type])).toEqual(DEMO_ACCOUNTS.map((account) => [account.username, account.type]));
      for (const row of rows) {
        expect(await verifyPassword(row.password_hash, PASSWORD), row.username).toBe(true);
        expect(await verifyPassword(row.password_hash, 'wrong-password'), row.username).toBe(false);
        expect(row.email).toMatch(/\.edu$/);
        expect(row.email_verified_at).not.toBeNull();
      }
    });

    it('makes the university account the owner of a completed school', async () => {
      const { rows } = await firstPool.query<{ access_level: string; status: string }>(`SELECT u.access_level, s.status FROM users u JOIN universities s ON s.id = u.university_id WHERE u.username = 'university'`);
      expect(rows[0]).toEqual({ access_level: 'owner', status: 'Completed' });
    });

    it('links `faculty` to a complete profile and `newfaculty` to an incomplete one', async () => {
      const profile = async (username: string) => {
        const { rows } = await firstPool.query<{ id: number; first_name: string; last_name: string; is_complete: boolean; position: string; email: string; cv: string; university_id: number | null }>(
          `SELECT a.id, a.first_name, a.last_name, a.is_complete, a.position, a.email, a.cv, a.university_id FROM users u JOIN authors a ON a.id = u.author_id WHERE u.username = $1`, [username]);
        const author = rows[0];
        if (!author) throw new Error(`no profile for ${username}`);
        const has = (sql: string) => count(firstPool, sql, [author.id]);
        return {
          ...author,
          phds: await has(`SELECT count(*) FROM education WHERE author_id = $1 AND is_phd_to_consider AND degree = 'Ph.D.' AND year IS NOT NULL`),
          education: await has('SELECT count(*) FROM education WHERE author_id = $1'),
          work: await has('SELECT count(*) FROM work_history WHERE author_id = $1'),
          papers: await has('SELECT count(*) FROM authorships WHERE author_id = $1'),
          departments: await has('SELECT count(*) FROM author_departments WHERE author_id = $1'),
        };
      };
      const faculty = await profile('faculty');
      expect(`${faculty.first_name} ${faculty.last_name}`).toBe(DEMO_ACCOUNT_PROFILE_NAMES.faculty);
      expect(faculty).toMatchObject({ is_complete: true });
      expect(faculty.position).not.toBe('');
      expect(faculty.email).toMatch(/@.+\.edu$/);
      expect(faculty.cv).toMatch(/^https?:\/\//);
      expect(faculty.university_id).not.toBeNull();
      expect(faculty.phds).toBe(1);
      expect(faculty.work).toBeGreaterThan(0);
      expect(faculty.papers).toBeGreaterThan(10);
      expect(faculty.departments).toBeGreaterThan(0);

      const newFaculty = await profile('newfaculty');
      expect(`${newFaculty.first_name} ${newFaculty.last_name}`).toBe(DEMO_ACCOUNT_PROFILE_NAMES.newfaculty);
      expect(newFaculty.is_complete).toBe(false);
      expect(newFaculty.education).toBe(0);
      expect(newFaculty.cv).toBe('');
    });
  });

  describe('dirty records: one category per red flag and data-issue type, with the documented counts', () => {
    const counts = DESIGNATED_RECORD_COUNTS;

    it('missing gender, marker, position and department', async () => {
      expect(await count(firstPool, 'SELECT count(*) FROM authors WHERE gender IS NULL')).toBe(counts.MISSING_GENDER);
      expect(await count(firstPool, 'SELECT count(*) FROM authors WHERE marker IS NULL')).toBe(counts.MISSING_MARKER);
      expect(await count(firstPool, `SELECT count(*) FROM authors WHERE position = ''`)).toBe(counts.MISSING_POSITION);
      expect(await count(firstPool, 'SELECT count(*) FROM authors a WHERE NOT EXISTS (SELECT 1 FROM author_departments d WHERE d.author_id = a.id)')).toBe(counts.MISSING_DEPARTMENT);
    });

    it('incorrect percent appointment (sum over departments other than 100)', async () => {
      expect(await count(firstPool, 'SELECT count(*) FROM (SELECT author_id FROM author_departments GROUP BY author_id HAVING sum(percent_appointment) <> 100) wrong')).toBe(counts.INCORRECT_PERCENT_APPOINTMENT);
    });

    it('no education (the designated records and the newfaculty account)', async () => {
      expect(await count(firstPool, 'SELECT count(*) FROM authors a WHERE NOT EXISTS (SELECT 1 FROM education e WHERE e.author_id = a.id)')).toBe(counts.WITHOUT_EDUCATION + 1);
    });

    it('papers more than two years before the PhD, and papers older than the last education year', async () => {
      expect(await count(firstPool, `SELECT count(DISTINCT s.author_id) FROM authorships s JOIN papers p ON p.id = s.paper_id
        JOIN education e ON e.author_id = s.author_id AND e.is_phd_to_consider WHERE p.year < e.year - 2`)).toBe(counts.PAPERS_MORE_THAN_TWO_YEARS_BEFORE_PHD);
      // papers before the PhD are also older than the last education year
      expect(await count(firstPool, `SELECT count(DISTINCT s.author_id) FROM authorships s JOIN papers p ON p.id = s.paper_id
        JOIN (SELECT author_id, max(year) AS year FROM education GROUP BY author_id) last ON last.author_id = s.author_id WHERE p.year < last.year`))
        .toBe(counts.PAPERS_OLDER_THAN_LAST_EDUCATION_YEAR + counts.PAPERS_MORE_THAN_TWO_YEARS_BEFORE_PHD);
    });

    it('a gap of ten years between consecutive papers, and a span of more than fifty years', async () => {
      expect(await count(firstPool, `SELECT count(DISTINCT author_id) FROM (${PAPER_YEAR_GAPS}) gaps WHERE gap >= 10`)).toBe(counts.GAP_OF_10_YEARS);
      expect(await count(firstPool, `SELECT count(*) FROM (SELECT s.author_id FROM authorships s JOIN papers p ON p.id = s.paper_id
        WHERE s.author_id IS NOT NULL GROUP BY s.author_id HAVING max(p.year) - min(p.year) > 50) long`)).toBe(counts.SPAN_OF_MORE_THAN_FIFTY_YEARS);
    });

    it('paper numbers inconsistent with the rank: assistants beyond the 60-paper slider, full professors with at most 2', async () => {
      const overProductive = await count(firstPool, `SELECT count(*) FROM (${PAPER_COUNTS}) c WHERE marker = 1 AND papers > 60`);
      const underProductive = await count(firstPool, `SELECT count(*) FROM (${PAPER_COUNTS}) c WHERE marker = 3 AND papers <= 2`);
      expect(overProductive + underProductive).toBe(counts.INCONSISTENT_PAPER_NUMBERS);
      expect(overProductive).toBe(3);
    });

    it('authors with the same number of papers (five at Harvard with 17 each)', async () => {
      const { rows } = await firstPool.query<{ first_name: string; last_name: string; papers: number }>(`SELECT first_name, last_name, papers FROM (${PAPER_COUNTS}) c WHERE university_id = 2 AND papers = 17`);
      const names = rows.map((row) => `${row.first_name} ${row.last_name}`);
      expect(names).toEqual(expect.arrayContaining([...DESIGNATED_RECORD_NAMES.SAME_NUMBER_OF_PAPERS]));
    });

    it('duplicate authors to merge: in merge_queue, same school, shared co-authors, a name variation', async () => {
      const { rows } = await firstPool.query<{ split_id: number; main_id: number; main_variations: string[]; shared: number }>(`
        SELECT q.author_id AS split_id, main.id AS main_id, main.name_variations AS main_variations,
               (SELECT count(DISTINCT a1.author_id)::int FROM authorships a1 JOIN authorships s1 ON s1.paper_id = a1.paper_id AND s1.author_id = main.id
                  WHERE a1.author_id IN (SELECT a2.author_id FROM authorships a2 JOIN authorships s2 ON s2.paper_id = a2.paper_id AND s2.author_id = q.author_id WHERE a2.author_id <> q.author_id)) AS shared
          FROM merge_queue q JOIN authors split ON split.id = q.author_id
          JOIN authors main ON (split.first_name || ' ' || split.last_name) = ANY (main.name_variations) AND main.university_id = split.university_id`);
      expect(rows).toHaveLength(counts.DUPLICATE_TO_MERGE);
      for (const row of rows) expect(row.shared, `pair ${row.main_id}/${row.split_id}`).toBeGreaterThan(0);
    });

    it('name variations: several last names and two-character variations', async () => {
      expect(await count(firstPool, `SELECT count(*) FROM authors WHERE name_variations <> '{}'`)).toBe(counts.MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION + counts.DUPLICATE_TO_MERGE);
      const { rows } = await firstPool.query<{ name_variations: string[] }>(`SELECT name_variations FROM authors WHERE first_name = 'Joanne' AND last_name = 'Smith'`);
      expect(rows[0]?.name_variations).toEqual(expect.arrayContaining(['J. Smith', 'Jo Smith']));
      expect(await count(firstPool, `SELECT count(*) FROM authors WHERE last_name = 'García Márquez' AND array_length(name_variations, 1) >= 3`)).toBe(1);
    });

    it('Google Scholar and ResearchGate names that differ from the record, and from each other', async () => {
      const recordName = `first_name || ' ' || last_name`;
      expect(await count(firstPool, `SELECT count(*) FROM authors WHERE gs_author_name <> '' AND gs_author_name <> ${recordName}`)).toBe(counts.GS_NAME_MISMATCH);
      expect(await count(firstPool, `SELECT count(*) FROM authors WHERE rg_author_name <> '' AND rg_author_name <> ${recordName}`)).toBe(counts.RG_NAME_MISMATCH + counts.RG_GS_MISMATCH);
      expect(await count(firstPool, `SELECT count(*) FROM authors WHERE gs_author_name <> '' AND rg_author_name <> '' AND gs_author_name <> rg_author_name`)).toBe(counts.RG_GS_MISMATCH);
    });

    it('authorships whose printed name differs from the author record', async () => {
      const expected = 3 * counts.GS_NAME_MISMATCH + 3 * counts.RG_NAME_MISMATCH + 2 * counts.NAME_TOO_SIMILAR + 3 * counts.MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION;
      expect(await count(firstPool, `SELECT count(*) FROM authorships s JOIN authors a ON a.id = s.author_id
        WHERE (s.printed_first_name, s.printed_mid_name, s.printed_last_name) <> (a.first_name, a.mid_name, a.last_name)`)).toBe(expected);
    });

    it('names too similar: pairs of different people a letter apart, at different schools', async () => {
      const { rows } = await firstPool.query<{ first_name: string; university_id: number }>(`SELECT first_name, university_id FROM authors WHERE last_name = 'Anderson' AND first_name IN ('John', 'Jon')`);
      expect(rows.map((row) => row.first_name).sort()).toEqual(['John', 'Jon']);
      expect(new Set(rows.map((row) => row.university_id)).size).toBe(2);
      expect(counts.NAME_TOO_SIMILAR).toBe(6);
    });
  });

  describe('loading safely', () => {
    it('refuses a database that already has data', async () => {
      expect(await hasDemoData(firstPool)).toBe(true);
      await expect(loadDemoData(firstPool, { size: 'demo', seed: SEED, password: PASSWORD })).rejects.toBeInstanceOf(DemoDataConflictError);
    });

    it('leaves nothing behind when a load fails half-way', async () => {
      const scratch = await createTestDatabase();
      const pool = createPool({ connectionString: scratch.url, max: 2 });
      try {
        await expect(loadDemoData(pool, {
          size: 'demo', seed: SEED, password: PASSWORD,
          onProgress: (message) => {
            if (message.startsWith('copy authors')) throw new Error('interrupted');
          },
        })).rejects.toThrow('interrupted');
        expect(await hasDemoData(pool)).toBe(false);
        expect(await count(pool, 'SELECT count(*) FROM authors')).toBe(0);
        // and the schema is whole again: the deferred indexes were never dropped for good
        expect(await count(pool, `SELECT count(*) FROM pg_indexes WHERE indexname IN ('papers_title_trgm', 'authors_search_name_trgm')`)).toBe(2);
        // a completed load leaves exactly the migrated schema: every dropped key, index and foreign key is back, validated
        expect(await schemaFingerprint(firstPool)).toEqual(await schemaFingerprint(pool));
      } finally {
        await pool.end();
        await scratch.drop();
      }
    });
  });
});
