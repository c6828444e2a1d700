-- dashboards.authorJournalDistribution: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- authorJournalDistributionQuery(11)
-- parameters: [11]
WITH sp AS MATERIALIZED (
  SELECT DISTINCT s.paper_id FROM authorships s WHERE s.author_id = ANY(ARRAY(SELECT $1::int4))
)
SELECT p.journal_id, j.name, j.abbreviation, j.tier, count(*)::int AS papers
FROM papers p LEFT JOIN journals j ON j.id = p.journal_id
WHERE p.id = ANY(ARRAY(SELECT paper_id FROM sp))
GROUP BY p.journal_id, j.name, j.abbreviation, j.tier
ORDER BY papers DESC, lower(j.name) NULLS LAST;
