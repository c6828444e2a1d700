-- dashboards.cumulativeAt: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- cumulativeAtQuery([11, 12], [2015, 2020, 2015])
-- parameters: [[11,12],[2015,2020]]
SELECT author_id, year, papers_a, papers_a_minus, papers_b, papers_unranked, citations_a, citations_a_minus, citations_b, citations_unranked
FROM analytics_author_year
WHERE author_id = ANY($1::int4[]) AND year = ANY($2::int2[]);
