-- dashboards.journalDistribution: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- school scope: journalDistributionQuery(1, null)
-- parameters: [1]
WITH sp AS MATERIALIZED (
  SELECT DISTINCT ap.paper_id, ap.journal_id FROM analytics_author_paper ap WHERE ap.author_id = ANY(ARRAY(SELECT a.id FROM authors a WHERE a.university_id = $1 AND a.merged_into_id IS NULL))
)
SELECT sp.journal_id, j.name, j.abbreviation, j.tier, count(*)::int AS papers
FROM sp LEFT JOIN journals j ON j.id = sp.journal_id
GROUP BY sp.journal_id, j.name, j.abbreviation, j.tier
ORDER BY papers DESC, lower(j.name) NULLS LAST;

-- department scope: journalDistributionQuery(1, 3)
-- parameters: [3,1]
WITH sp AS MATERIALIZED (
  SELECT DISTINCT ap.paper_id, ap.journal_id FROM analytics_author_paper ap WHERE ap.author_id = ANY(ARRAY(SELECT a.id FROM authors a JOIN author_departments ad ON ad.author_id = a.id AND ad.department_id = $1
      WHERE a.university_id = $2 AND a.merged_into_id IS NULL))
)
SELECT sp.journal_id, j.name, j.abbreviation, j.tier, count(*)::int AS papers
FROM sp LEFT JOIN journals j ON j.id = sp.journal_id
GROUP BY sp.journal_id, j.name, j.abbreviation, j.tier
ORDER BY papers DESC, lower(j.name) NULLS LAST;
