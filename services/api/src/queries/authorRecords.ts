// Shared queries (ARCHITECTURE.md, "API domains by purpose"): owned by the API as a whole, run by several
// domains inside their own transactions. A domain imports these, never another domain's queries.ts.
import { sql } from 'kysely';
import { normaliseName, type Db } from '@ri/db';
import type { TAuthorRecord } from '@ri/contracts';

/** Authors whose first and last names start with (or closely resemble) the text typed; accent- and case-insensitive. */
export function searchAuthorsByName(db: Db, firstName: string, lastName: string, limit = 50) {
  const wanted = [firstName, lastName].filter(Boolean).join(' ');
  return db.selectFrom('authors as a')
    .leftJoin('universities as univ', 'univ.id', 'a.university_id')
    .leftJoin('users as u', 'u.author_id', 'a.id')
    .select(['a.id', 'a.first_name', 'a.last_name', 'a.profile_picture', 'a.email', 'a.university_id', 'a.marker', 'a.position', 'univ.name as univ_name', 'u.id as user_id'])
    .where('a.merged_into_id', 'is', null)
    .$if(firstName !== '', (q) => q.where(sql<boolean>`split_part(a.search_name, ' ', 1) LIKE ${`${escapeLike(firstName)}%`}`))
    .$if(lastName !== '', (q) => q.where(sql<boolean>`a.search_name LIKE ${`%${escapeLike(lastName)}%`}`))
    .orderBy(sql`similarity(a.search_name, ${wanted})`, 'desc')
    .orderBy('a.last_name').orderBy('a.first_name').orderBy('a.id')
    .limit(limit)
    .execute();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const googleScholarLink = (id: string) => (id === '' ? '' : `https://scholar.google.com/citations?user=${encodeURIComponent(id)}`);
const researchGateLink = (id: string) => (id === '' ? '' : `https://www.researchgate.net/profile/${encodeURIComponent(id)}`);

/** The seed's author record (merge/add/search) for each id, in the order of the ids; unknown ids are left out. */
export async function loadAuthorRecords(db: Db, ids: readonly number[]): Promise<TAuthorRecord[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [authors, departments, education, work, papers] = await Promise.all([
    db.selectFrom('authors as a').leftJoin('universities as u', 'u.id', 'a.university_id')
      .select(['a.id', 'a.first_name', 'a.mid_name', 'a.last_name', 'a.prefix', 'a.suffix', 'a.position', 'a.marker', 'a.university_id',
        'u.name as univ_name', 'a.email', 'a.bio', 'a.expertise', 'a.interests', 'a.courses', 'a.cv', 'a.profile_picture', 'a.gs_author_id',
        'a.gs_author_name', 'a.rg_author_id', 'a.rg_author_name', 'a.orcid', 'a.name_variations', 'a.first_year_career', 'a.updated_at'])
      .where('a.id', 'in', list).execute(),
    db.selectFrom('author_departments as ad').innerJoin('departments as d', 'd.id', 'ad.department_id')
      .select(['ad.author_id', 'd.name']).where('ad.author_id', 'in', list).orderBy('d.name').execute(),
    db.selectFrom('education').select(['author_id', 'degree', 'area', 'institution', 'year']).where('author_id', 'in', list).orderBy('seq').execute(),
    db.selectFrom('work_history').select(['author_id', 'title', 'institution', 'school', 'from_year', 'to_year']).where('author_id', 'in', list).orderBy('seq').execute(),
    db.selectFrom('authorships as s').innerJoin('papers as p', 'p.id', 's.paper_id').leftJoin('journals as j', 'j.id', 'p.journal_id')
      .select(['s.author_id', 'p.id', 'p.title', 'p.publication_name', 'j.name as journal_name', 'p.year'])
      .where('s.author_id', 'in', list).orderBy('p.year', 'desc').orderBy('p.id').execute(),
  ]);
  const group = <T extends { author_id: number | null }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) if (row.author_id !== null) map.set(row.author_id, [...(map.get(row.author_id) ?? []), row]);
    return map;
  };
  const departmentsBy = group(departments);
  const educationBy = group(education);
  const workBy = group(work);
  const papersBy = group(papers);
  const byId = new Map(authors.map((a) => [a.id, a]));
  return list.flatMap((id) => {
    const a = byId.get(id);
    if (!a) return [];
    const own = [...new Map((papersBy.get(id) ?? []).map((p) => [p.id, p])).values()];
    return [{
      _id: a.id, id: a.id, first_name: a.first_name, mid_name: a.mid_name, last_name: a.last_name, prefix: a.prefix, suffix: a.suffix,
      position: a.position, marker: a.marker, univ_id: a.university_id, univ_name: a.univ_name ?? '', email: a.email, bio: a.bio,
      expertise: a.expertise, interests: a.interests, courses: a.courses,
      department: (departmentsBy.get(id) ?? []).map((d) => d.name),
      education: (educationBy.get(id) ?? []).map((e) => ({ degree: e.degree, area: e.area, institution: e.institution, year: e.year })),
      work_history: (workBy.get(id) ?? []).map((w) => ({ title: w.title, institution: w.institution, school: w.school, from: w.from_year, to: w.to_year })),
      cv: a.cv, profile_picture: a.profile_picture,
      gsLink: googleScholarLink(a.gs_author_id), rgLink: researchGateLink(a.rg_author_id),
      gs: { author_id: a.gs_author_id, author_name: a.gs_author_name }, rg: { author_id: a.rg_author_id, author_name: a.rg_author_name },
      orcid: a.orcid, name_variations: a.name_variations, first_year_career: a.first_year_career,
      papers: own.map((p) => p.id),
      bow_papers: own.map((p) => ({ p_id: p.id, _id: p.id, document_title: p.title, publication_name: p.journal_name ?? p.publication_name, publication_year: p.year })),
      updated_at: a.updated_at.toISOString(),
    }];
  });
}

/**
 * The names, among `names`, that are not already one of the author's names (first + last,
 * first + middle + last, a name variation), compared normalised; each once, trimmed.
 */
export function newNameVariations(author: { first_name: string; mid_name: string; last_name: string; name_variations: readonly string[] }, names: readonly string[]): string[] {
  const known = new Set([
    normaliseName(author.first_name, author.last_name), normaliseName(author.first_name, author.mid_name, author.last_name),
    ...author.name_variations.map((variation) => normaliseName(variation)),
  ]);
  const added: string[] = [];
  for (const name of names) {
    const key = normaliseName(name);
    if (key === '' || known.has(key)) continue;
    known.add(key);
    added.push(name.trim().replace(/\s+/g, ' '));
  }
  return added;
}
