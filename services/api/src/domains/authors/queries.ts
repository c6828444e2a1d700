import { sql } from 'kysely';
import type { Db } from '@ri/db';

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
