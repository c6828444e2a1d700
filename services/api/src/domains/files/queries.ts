import { sql } from 'kysely';
import type { Db } from '@ri/db';

export function updateUniversityPicture(db: Db, universityId: number, url: string) {
  return db.updateTable('universities').set({ profile_picture: url, updated_at: new Date() }).where('id', '=', universityId).execute();
}

/**
 * True when a record points at the stored file: an author's CV, marked CV or picture, or a
 * university's picture (URLs end with `/api/files/<name>`; names hold no LIKE wildcards).
 */
export async function isFileReferenced(db: Db, name: string): Promise<boolean> {
  const suffix = `%/api/files/${name}`;
  const row = await db.selectNoFrom((eb) => eb.or([
    eb.exists(db.selectFrom('authors').select(sql`1`.as('one')).where((w) => w.or([
      w('cv', 'like', suffix), w('highlighted_cv', 'like', suffix), w('profile_picture', 'like', suffix),
    ]))),
    eb.exists(db.selectFrom('universities').select(sql`1`.as('one')).where('profile_picture', 'like', suffix)),
  ]).as('referenced')).executeTakeFirstOrThrow();
  return Boolean(row.referenced);
}
