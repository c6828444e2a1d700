// The Mark CV job's database reads and writes (ARCHITECTURE.md, "Boundaries").
import { sql } from 'kysely';
import type { Db } from '@ri/db';

/** Every catalogue journal with its tier and the author's department tier for it (the best, when several). */
export function journalsWithDepartmentTier(db: Db, authorId: number | null) {
  const departmentTier = sql<string | null>`(
    SELECT dj.tier FROM department_journals dj
    JOIN author_departments ad ON ad.department_id = dj.department_id AND ad.author_id = ${authorId ?? 0}
    WHERE dj.journal_id = j.id
    ORDER BY CASE dj.tier WHEN 'A' THEN 1 WHEN 'A-' THEN 2 ELSE 3 END
    LIMIT 1)`;
  return db.selectFrom('journals as j').select(['j.id', 'j.name', 'j.abbreviation', 'j.tier', departmentTier.as('department_tier')]).execute();
}

/**
 * highlighted_cv and its audit entry, in one transaction (the API's recordFile does the same for uploads);
 * false, and nothing written, when the author is gone or merged.
 */
export async function recordHighlightedCv(db: Db, authorId: number, url: string, who: { actorUserId: number | null; impersonatorUserId: number | null; ip: string }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const author = await trx.selectFrom('authors').select(['id', 'highlighted_cv', 'merged_into_id']).where('id', '=', authorId).forUpdate().executeTakeFirst();
    if (!author || author.merged_into_id !== null) return false;
    await trx.updateTable('authors').set({ highlighted_cv: url, updated_at: new Date() }).where('id', '=', authorId).execute();
    await trx.insertInto('audit_log').values({
      action: 'profile.highlighted_cv.upload', entity_type: 'author', entity_id: String(authorId),
      actor_user_id: who.actorUserId, impersonator_user_id: who.impersonatorUserId, ip: who.ip,
      before: JSON.stringify({ highlighted_cv: author.highlighted_cv }), after: JSON.stringify({ highlighted_cv: url }),
    }).execute();
    return true;
  });
}
