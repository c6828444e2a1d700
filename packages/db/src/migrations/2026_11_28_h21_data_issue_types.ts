// Frozen in time: migrations never import application code.
//
// The data-issue types are declared once, in @ri/contracts/catalogue (dataIssueTypeIds.ts); the database
// kept a copy in a CHECK on data_issues.type, so every new type needed a migration (docs/adr/0010).
// From here the types are rows of data_issue_types, referenced by data_issues.type: migrateToLatest
// (packages/db/src/dataIssueTypes.ts) syncs the rows with the declaration after every migration run, so
// a new type needs no migration and a type the code does not declare is refused by the foreign key.
// The rows below are the declaration as it stood when this migration was written.
import { sql, type Kysely } from 'kysely';

const TYPES_AT_THE_TIME = [
  'NAME_TOO_SIMILAR', 'RG_NAME_MISMATCH', 'GS_NAME_MISMATCH', 'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION',
  'RG_GS_MISMATCH', 'GAP_OF_10_YEARS', 'MERGE_TOOL_CHECK_MERGE_LATER',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE data_issue_types (type text PRIMARY KEY)`.execute(db);
  await sql`INSERT INTO data_issue_types (type) SELECT unnest(${TYPES_AT_THE_TIME}::text[])`.execute(db);
  await sql`INSERT INTO data_issue_types (type) SELECT DISTINCT type FROM data_issues ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    ALTER TABLE data_issues
      DROP CONSTRAINT data_issues_type_check,
      ADD CONSTRAINT data_issues_type_fkey FOREIGN KEY (type) REFERENCES data_issue_types (type)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE data_issues
      DROP CONSTRAINT data_issues_type_fkey,
      ADD CONSTRAINT data_issues_type_check CHECK (type IN (
        'NAME_TOO_SIMILAR', 'RG_NAME_MISMATCH', 'GS_NAME_MISMATCH',
        'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION', 'RG_GS_MISMATCH',
        'GAP_OF_10_YEARS', 'MERGE_TOOL_CHECK_MERGE_LATER'))
  `.execute(db);
  await sql`DROP TABLE data_issue_types`.execute(db);
}
