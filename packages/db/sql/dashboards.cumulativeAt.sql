-- dashboards.cumulativeAt: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- full counting: cumulativeAtQuery([11, 12], [2015, 2020, 2015])
-- parameters: [[11,12],[2015,2020]]
SELECT author_id, year, papers_a, papers_a_minus, papers_b, papers_unranked, citations_a, citations_a_minus, citations_b, citations_unranked
FROM analytics_author_year
WHERE author_id = ANY($1::int4[]) AND year = ANY($2::int2[]);

-- fractional counting
-- parameters: [[11,12],[2015,2020]]
SELECT author_id, year, frac_papers_a AS papers_a, frac_papers_a_minus AS papers_a_minus, frac_papers_b AS papers_b, frac_papers_unranked AS papers_unranked, frac_citations_a AS citations_a, frac_citations_a_minus AS citations_a_minus, frac_citations_b AS citations_b, frac_citations_unranked AS citations_unranked
FROM analytics_author_year
WHERE author_id = ANY($1::int4[]) AND year = ANY($2::int2[]);
