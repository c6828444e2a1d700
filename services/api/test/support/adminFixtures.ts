import { normaliseName, type Db } from '@ri/db';

// Small hand-made data sets for the admin-tool tests: a few lines per record, every value explicit.

export async function insertUniversity(db: Db, name: string, status: 'Completed' | 'Pending' = 'Completed'): Promise<number> {
  return (await db.insertInto('universities').values({ name, status }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertDepartment(db: Db, universityId: number, name: string, defaultMapping: string[] = []): Promise<number> {
  return (await db.insertInto('departments').values({ university_id: universityId, name, default_mapping: defaultMapping }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertJournal(db: Db, journal: { name: string; issn?: string | null; tier?: 'A' | 'A-' | 'B' | null; impactFactor?: number | null }): Promise<number> {
  return (await db.insertInto('journals').values({
    name: journal.name, issn: journal.issn ?? null, tier: journal.tier ?? null, impact_factor: journal.impactFactor ?? null,
  }).returning('id').executeTakeFirstOrThrow()).id;
}

export interface AuthorSpec {
  first: string;
  last: string;
  mid?: string;
  universityId?: number | null;
  position?: string;
  marker?: number | null;
  gender?: 'm' | 'f' | 'o' | null;
  email?: string;
  profileLink?: string;
  firstYearCareer?: number | null;
  nameVariations?: string[];
  gs?: { id: string; name: string };
  rg?: { id: string; name: string };
  orcid?: string | null;
  openalexId?: string | null;
  /** [degree, year, phdToConsider?] */
  education?: Array<[string, number | null, boolean?]>;
  /** [title, from, to] */
  work?: Array<[string, number | null, number | null]>;
  /** [departmentId, percent] */
  departments?: Array<[number, number]>;
}

export async function insertAuthor(db: Db, spec: AuthorSpec): Promise<number> {
  const { id } = await db.insertInto('authors').values({
    first_name: spec.first, last_name: spec.last, mid_name: spec.mid ?? '', search_name: normaliseName(spec.first, spec.last),
    university_id: spec.universityId ?? null, position: spec.position ?? 'Professor', marker: spec.marker === undefined ? 3 : spec.marker,
    gender: spec.gender === undefined ? 'f' : spec.gender, email: spec.email ?? '', univ_profile_link: spec.profileLink ?? '',
    first_year_career: spec.firstYearCareer ?? null, name_variations: spec.nameVariations ?? [],
    gs_author_id: spec.gs?.id ?? '', gs_author_name: spec.gs?.name ?? '', rg_author_id: spec.rg?.id ?? '', rg_author_name: spec.rg?.name ?? '',
    orcid: spec.orcid ?? null, openalex_id: spec.openalexId ?? null,
  }).returning('id').executeTakeFirstOrThrow();
  let seq = 0;
  for (const [degree, year, phd] of spec.education ?? []) {
    await db.insertInto('education').values({ author_id: id, seq: seq++, degree, year, institution: 'Some University', is_phd_to_consider: phd ?? false }).execute();
  }
  seq = 0;
  for (const [title, from, to] of spec.work ?? []) {
    await db.insertInto('work_history').values({ author_id: id, seq: seq++, title, institution: 'Some University', from_year: from, to_year: to }).execute();
  }
  for (const [departmentId, percent] of spec.departments ?? []) {
    await db.insertInto('author_departments').values({ author_id: id, department_id: departmentId, percent_appointment: percent }).execute();
  }
  return id;
}

export interface PaperSpec {
  title: string;
  year: number | null;
  journalId?: number | null;
  issue?: string | null;
  /** authors in order: our author ids, or printed names of authors we do not know ({ first, last }) */
  authors: Array<number | { first: string; last: string; authorId?: number | null }>;
}

/** A paper with its authorships; an author id prints that author's own name unless a printed name is given. */
export async function insertPaper(db: Db, spec: PaperSpec): Promise<number> {
  const { id } = await db.insertInto('papers').values({
    title: spec.title, year: spec.year, journal_id: spec.journalId ?? null, issue: spec.issue ?? null,
  }).returning('id').executeTakeFirstOrThrow();
  let position = 1;
  for (const author of spec.authors) {
    if (typeof author === 'number') {
      const a = await db.selectFrom('authors').select(['first_name', 'last_name']).where('id', '=', author).executeTakeFirstOrThrow();
      await db.insertInto('authorships').values({ paper_id: id, position: position++, author_id: author, printed_first_name: a.first_name, printed_last_name: a.last_name }).execute();
    } else {
      await db.insertInto('authorships').values({ paper_id: id, position: position++, author_id: author.authorId ?? null, printed_first_name: author.first, printed_last_name: author.last }).execute();
    }
  }
  return id;
}

/** `count` papers for one author in the given years (cycled), each in `journalId`. */
export async function insertPapers(db: Db, authorId: number, years: number[], journalId: number | null = null, titlePrefix = 'Paper'): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, year] of years.entries()) ids.push(await insertPaper(db, { title: `${titlePrefix} ${authorId}-${i + 1}`, year, journalId, authors: [authorId] }));
  return ids;
}
