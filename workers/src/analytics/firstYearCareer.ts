// generate_first_year_career: authors.first_year_career from education and work history, by the
// rule in @ri/metrics firstYearOfCareer (docs/metrics.md, "First year of career").
import { sql } from 'kysely';
import type { Db } from '@ri/db';
import { firstYearOfCareer, type EducationEntry, type WorkHistoryEntry } from '@ri/metrics';
import type { ReportProgress } from './recompute.ts';

const BATCH = 5_000;

export interface FirstYearCareerOutcome {
  authors: number;
  /** authors whose first_year_career changed */
  changedAuthorIds: number[];
  /** authors whose history gives no year: their stored value is left as it is */
  withoutHistory: number;
}

/** Reads the histories in batches of authors, computes each first year, and writes the ones that changed. */
export async function computeFirstYearsOfCareer(db: Db, reportProgress: ReportProgress): Promise<FirstYearCareerOutcome> {
  const { count } = await db.selectFrom('authors').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('merged_into_id', 'is', null).executeTakeFirstOrThrow();
  const total = Number(count);
  let afterId = 0;
  let seen = 0;
  let withoutHistory = 0;
  const changed: number[] = [];
  await reportProgress({ pct: 0, stage: 'load', message: `Reading the histories of ${total} authors` });
  for (;;) {
    const authors = await db.selectFrom('authors').select(['id', 'first_year_career'])
      .where('merged_into_id', 'is', null).where('id', '>', afterId).orderBy('id').limit(BATCH).execute();
    if (authors.length === 0) break;
    const idsOfBatch = authors.map((a) => a.id);
    const [education, work] = await Promise.all([
      db.selectFrom('education').select(['author_id', 'degree', 'year', 'is_phd_to_consider'])
        .where('author_id', 'in', idsOfBatch).execute(),
      db.selectFrom('work_history').select(['author_id', 'title', 'sub_title', 'marker', 'from_year'])
        .where('author_id', 'in', idsOfBatch).execute(),
    ]);
    const educationOf = new Map<number, EducationEntry[]>();
    for (const e of education) push(educationOf, e.author_id, { degree: e.degree, year: e.year, isPhdToConsider: e.is_phd_to_consider });
    const workOf = new Map<number, WorkHistoryEntry[]>();
    for (const w of work) push(workOf, w.author_id, { title: w.title, subTitle: w.sub_title, marker: w.marker, fromYear: w.from_year });

    const updates: { id: number; year: number }[] = [];
    for (const author of authors) {
      const year = firstYearOfCareer(educationOf.get(author.id) ?? [], workOf.get(author.id) ?? []);
      if (year === null) { withoutHistory += 1; continue; }
      if (year !== author.first_year_career) updates.push({ id: author.id, year });
    }
    if (updates.length > 0) {
      await sql`
        UPDATE authors a SET first_year_career = v.year, updated_at = now()
        FROM unnest(${updates.map((u) => u.id)}::int4[], ${updates.map((u) => u.year)}::int4[]) AS v(id, year)
        WHERE a.id = v.id`.execute(db);
      changed.push(...updates.map((u) => u.id));
    }
    seen += authors.length;
    afterId = authors[authors.length - 1]!.id;
    await reportProgress({ pct: Math.min(60, Math.round((seen / Math.max(total, 1)) * 60)), stage: 'compute', message: `${seen} of ${total} authors` });
  }
  return { authors: seen, changedAuthorIds: changed, withoutHistory };
}

function push<T>(map: Map<number, T[]>, key: number, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
