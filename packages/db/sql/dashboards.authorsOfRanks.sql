-- dashboards.authorsOfRanks: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- authorsOfRanksQuery([1, 2, 3])
-- parameters: [[1,2,3]]
SELECT author_id, university_id, rank_code, career_start_year, total_papers, total_citations, h_index, papers_per_year, citations_per_year,
       citations_per_paper, percent_solo, papers_a, papers_a_minus
FROM analytics_author WHERE university_id IS NOT NULL AND rank_code = ANY($1::int2[]);
