-- dashboards.universityFitFigures: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- universityFitFiguresQuery()
-- parameters: []
SELECT u.university_id, un.name, u.papers, u.citations, u.a_papers, u.a_minus_papers,
       coalesce(f.solo_papers, 0)::int AS solo_papers, coalesce(f.papers_per_year, '{}') AS papers_per_year
FROM analytics_university u
JOIN universities un ON un.id = u.university_id
LEFT JOIN (
  SELECT university_id, sum(solo_papers) AS solo_papers, array_agg(papers_per_year) AS papers_per_year
  FROM analytics_author WHERE university_id IS NOT NULL GROUP BY university_id
) f ON f.university_id = u.university_id;
