-- redFlags.journalPapersPerYear: generated from packages/db/src/queries/redFlags.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- journalPapersPerYearQuery(7)
-- parameters: [7]
SELECT year, coalesce(nullif(btrim(issue), ''), 'Unknown') AS issue, count(*)::int AS count
FROM papers WHERE journal_id = $1 AND year IS NOT NULL
GROUP BY 1, 2
ORDER BY year, length(coalesce(nullif(btrim(issue), ''), 'Unknown')), 2;
