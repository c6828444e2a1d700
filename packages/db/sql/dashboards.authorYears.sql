-- dashboards.authorYears: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- authorYearsQuery(11)
-- parameters: [11]
SELECT year, papers_a, papers_a_minus, papers_b, papers_unranked, citations_a, citations_a_minus, citations_b, citations_unranked FROM analytics_author_year WHERE author_id = $1 ORDER BY year;
