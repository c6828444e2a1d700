-- redFlags.journalByIssn: generated from packages/db/src/queries/redFlags.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- journalByIssnQuery('0001-4273')
-- parameters: ["0001-4273","0001-4273","0001-4273"]
SELECT id, name, coalesce(issn, e_issn) AS issn, e_issn, impact_factor::float8 AS impact_factor
FROM journals WHERE upper(issn) = upper($1) OR upper(e_issn) = upper($2)
ORDER BY (upper(issn) = upper($3)) DESC NULLS LAST, id LIMIT 1;
