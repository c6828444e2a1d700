-- redFlags.journalsByImpactFactor: generated from packages/db/src/queries/redFlags.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- journalsByImpactFactorQuery()
-- parameters: []
SELECT id, name, coalesce(issn, e_issn) AS issn, e_issn, impact_factor::float8 AS impact_factor
FROM journals WHERE coalesce(issn, e_issn) IS NOT NULL
ORDER BY impact_factor DESC NULLS LAST, lower(name), id;
