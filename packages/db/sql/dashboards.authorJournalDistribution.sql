-- dashboards.authorJournalDistribution: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- authorJournalDistributionQuery(11)
-- parameters: [11]
WITH sp AS MATERIALIZED (
  SELECT DISTINCT ap.paper_id, ap.journal_id FROM analytics_author_paper ap WHERE ap.author_id = ANY(ARRAY(SELECT $1::int4))
)
SELECT sp.journal_id, j.name, j.abbreviation, j.tier, count(*)::int AS papers
FROM sp LEFT JOIN journals j ON j.id = sp.journal_id
GROUP BY sp.journal_id, j.name, j.abbreviation, j.tier
ORDER BY papers DESC, lower(j.name) NULLS LAST;
