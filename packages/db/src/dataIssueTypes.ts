import { sql, type Kysely } from 'kysely';
import { DATA_ISSUE_TYPE_IDS } from '@ri/contracts/catalogue';

/**
 * Makes the rows of data_issue_types the declared data-issue types (`DATA_ISSUE_TYPE_IDS`,
 * packages/contracts/src/catalogue/dataIssueTypeIds.ts), which data_issues.type references: a declared
 * type is added, an undeclared one removed, so the database accepts exactly what the code declares and a
 * new type needs no migration (docs/adr/0010-data-issue-types-from-the-declaration.md). migrateToLatest runs
 * it after every migration run. A type no longer declared that logs still carry is not removed silently:
 * the step fails and names it (resolve or delete those logs first).
 */
export async function syncDataIssueTypes<DB>(db: Kysely<DB>): Promise<void> {
  const declared = [...DATA_ISSUE_TYPE_IDS];
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO data_issue_types (type) SELECT unnest(${declared}::text[]) ON CONFLICT DO NOTHING`.execute(trx);
    const { rows: stillUsed } = await sql<{ type: string }>`
      SELECT DISTINCT type FROM data_issues WHERE NOT (type = ANY(${declared}::text[])) ORDER BY type`.execute(trx);
    if (stillUsed.length > 0) {
      throw new Error(`data_issues holds logs of types no longer declared (${stillUsed.map((row) => row.type).join(', ')}): `
        + 'declare them again in packages/contracts/src/catalogue/dataIssueTypeIds.ts, or delete those logs, then migrate.');
    }
    await sql`DELETE FROM data_issue_types WHERE NOT (type = ANY(${declared}::text[]))`.execute(trx);
  });
}
