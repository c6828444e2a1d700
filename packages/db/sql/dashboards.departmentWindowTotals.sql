-- dashboards.departmentWindowTotals: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- departmentWindowTotalsQuery(1, 2021, 2025)
-- parameters: [1,2021,2025,2021,2025]
WITH authored AS MATERIALIZED (
  SELECT DISTINCT s.paper_id, s.author_id FROM authorships s WHERE s.author_id = ANY(ARRAY(SELECT a.id FROM authors a WHERE a.university_id = $1 AND a.merged_into_id IS NULL))
), facts AS MATERIALIZED (
  SELECT p.id AS paper_id, (p.year BETWEEN $2 AND $3) AS published,
         coalesce((SELECT sum(c.count) FROM citations c WHERE c.paper_id = p.id AND c.year BETWEEN $4 AND $5), 0) AS received
  FROM papers p WHERE p.id = ANY(ARRAY(SELECT DISTINCT paper_id FROM authored))
), dp AS (
  SELECT DISTINCT au.paper_id, ad.department_id FROM authored au JOIN author_departments ad ON ad.author_id = au.author_id
)
SELECT NULL::int AS department_id, (count(*) FILTER (WHERE published))::int AS papers, coalesce(sum(received), 0)::int AS citations FROM facts
UNION ALL
SELECT dp.department_id, (count(*) FILTER (WHERE f.published))::int, coalesce(sum(f.received), 0)::int
FROM dp JOIN facts f ON f.paper_id = dp.paper_id GROUP BY dp.department_id;
