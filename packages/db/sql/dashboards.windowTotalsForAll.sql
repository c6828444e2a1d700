-- dashboards.windowTotalsForAll: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- windowTotalsForAllQuery(2020, 2025)
-- parameters: [2025,2020]
SELECT aa.author_id,
       (coalesce(hi.papers_a, 0) + coalesce(hi.papers_a_minus, 0) + coalesce(hi.papers_b, 0) + coalesce(hi.papers_unranked, 0)) - (coalesce(lo.papers_a, 0) + coalesce(lo.papers_a_minus, 0) + coalesce(lo.papers_b, 0) + coalesce(lo.papers_unranked, 0)) AS papers,
       (coalesce(hi.citations_a, 0) + coalesce(hi.citations_a_minus, 0) + coalesce(hi.citations_b, 0) + coalesce(hi.citations_unranked, 0)) - (coalesce(lo.citations_a, 0) + coalesce(lo.citations_a_minus, 0) + coalesce(lo.citations_b, 0) + coalesce(lo.citations_unranked, 0)) AS citations
FROM analytics_author aa
LEFT JOIN analytics_author_year hi ON hi.author_id = aa.author_id AND hi.year = $1
LEFT JOIN analytics_author_year lo ON lo.author_id = aa.author_id AND lo.year = $2
WHERE aa.university_id IS NOT NULL;

-- fractional: windowTotalsForAllQuery(2020, 2025, 'fractional')
-- parameters: [2025,2020]
SELECT aa.author_id,
       (coalesce(hi.frac_papers_a, 0) + coalesce(hi.frac_papers_a_minus, 0) + coalesce(hi.frac_papers_b, 0) + coalesce(hi.frac_papers_unranked, 0)) - (coalesce(lo.frac_papers_a, 0) + coalesce(lo.frac_papers_a_minus, 0) + coalesce(lo.frac_papers_b, 0) + coalesce(lo.frac_papers_unranked, 0)) AS papers,
       (coalesce(hi.frac_citations_a, 0) + coalesce(hi.frac_citations_a_minus, 0) + coalesce(hi.frac_citations_b, 0) + coalesce(hi.frac_citations_unranked, 0)) - (coalesce(lo.frac_citations_a, 0) + coalesce(lo.frac_citations_a_minus, 0) + coalesce(lo.frac_citations_b, 0) + coalesce(lo.frac_citations_unranked, 0)) AS citations
FROM analytics_author aa
LEFT JOIN analytics_author_year hi ON hi.author_id = aa.author_id AND hi.year = $1
LEFT JOIN analytics_author_year lo ON lo.author_id = aa.author_id AND lo.year = $2
WHERE aa.university_id IS NOT NULL;
