-- dashboards.facultyFitPapers: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- fractional, at publication: facultyFitPapersQuery
-- parameters: []
WITH ap AS MATERIALIZED (
SELECT aa.university_id, ap.author_id, ap.paper_id, ap.author_count, ap.tier, ap.citations
FROM analytics_author_paper ap JOIN analytics_author aa ON aa.author_id = ap.author_id
WHERE aa.university_id IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM authorships s WHERE s.author_id = ap.author_id AND s.paper_id = ap.paper_id
      AND coalesce(s.university_id, aa.university_id) = aa.university_id)), mine AS (
  SELECT ap.author_id, sum(1.0 / greatest(ap.author_count, 1))::float8 AS papers FROM ap GROUP BY ap.author_id
)
SELECT aa.university_id, aa.author_id, aa.career_start_year, coalesce(mine.papers, 0)::float8 AS papers
FROM analytics_author aa LEFT JOIN mine ON mine.author_id = aa.author_id
WHERE aa.university_id IS NOT NULL;
