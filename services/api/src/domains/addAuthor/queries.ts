import { sql } from 'kysely';
import type { Db } from '@ri/db';

/** The university chosen: by id when the autocomplete gave one, otherwise by its exact name (case-insensitive). */
export function findUniversity(db: Db, byId: number | null, name: string) {
  const query = db.selectFrom('universities').select(['id', 'name']);
  return (byId !== null ? query.where('id', '=', byId) : query.where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())).executeTakeFirst();
}

export function findSameName(db: Db, searchName: string, universityId: number) {
  return db.selectFrom('authors').select('id').where('search_name', '=', searchName).where('university_id', '=', universityId)
    .where('merged_into_id', 'is', null).executeTakeFirst();
}

export interface NewAuthor {
  first_name: string; mid_name: string; last_name: string; search_name: string; prefix: string; suffix: string; email: string;
  position: string; marker: number | null; university_id: number;
  gs_author_id: string; gs_author_name: string; rg_author_id: string; rg_author_name: string;
  /** the stored CV's URL, or '' */
  cv: string;
}

export async function insertAuthor(db: Db, author: NewAuthor): Promise<number> {
  return (await db.insertInto('authors').values(author).returning('id').executeTakeFirstOrThrow()).id;
}

