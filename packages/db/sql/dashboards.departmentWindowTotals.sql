-- dashboards.departmentWindowTotals: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- full counting, current affiliation
-- parameters: [1,2021,2025,2021,2025]
WITH authored AS MATERIALIZED (
  SELECT DISTINCT s.paper_id, s.author_id FROM authorships s
  WHERE s.author_id = ANY(ARRAY(SELECT a.id FROM authors a WHERE a.university_id = $1 AND a.merged_into_id IS NULL))

), facts AS MATERIALIZED (
  SELECT p.id AS paper_id, (p.year BETWEEN $2 AND $3) AS published,
         coalesce((SELECT sum(c.count) FROM citations c WHERE c.paper_id = p.id AND c.count > 0 AND c.year BETWEEN $4 AND $5), 0) AS received,
         greatest((SELECT count(*) FROM authorships x WHERE x.paper_id = p.id), 1) AS authors
  FROM papers p WHERE p.id = ANY(ARRAY(SELECT DISTINCT paper_id FROM authored))

), grouped AS (
  SELECT NULL::int AS department_id, au.paper_id, count(*) AS members FROM authored au GROUP BY au.paper_id
  UNION ALL
  SELECT ad.department_id, au.paper_id, count(DISTINCT au.author_id) FROM authored au JOIN author_departments ad ON ad.author_id = au.author_id
  GROUP BY ad.department_id, au.paper_id
)
SELECT g.department_id, coalesce(sum(1.0) FILTER (WHERE f.published), 0)::float8 AS papers,
       coalesce(sum(f.received * 1.0), 0)::float8 AS citations
FROM grouped g JOIN facts f ON f.paper_id = g.paper_id
GROUP BY g.department_id;

-- fractional counting, affiliation at publication
-- parameters: [1,1,1,2021,2025,2021,2025]
WITH authored AS MATERIALIZED (
  SELECT DISTINCT s.paper_id, s.author_id FROM authorships s
  WHERE s.author_id = ANY(ARRAY(SELECT a.id FROM authors a WHERE a.university_id = $1 AND a.merged_into_id IS NULL))
    AND coalesce(s.university_id, $2) = $3
), facts AS MATERIALIZED (
  SELECT p.id AS paper_id, (p.year BETWEEN $4 AND $5) AS published,
         coalesce((SELECT sum(c.count) FROM citations c WHERE c.paper_id = p.id AND c.count > 0 AND c.year BETWEEN $6 AND $7), 0) AS received,
         greatest((SELECT count(*) FROM authorships x WHERE x.paper_id = p.id), 1) AS authors
  FROM papers p WHERE p.id = ANY(ARRAY(SELECT DISTINCT paper_id FROM authored))

), grouped AS (
  SELECT NULL::int AS department_id, au.paper_id, count(*) AS members FROM authored au GROUP BY au.paper_id
  UNION ALL
  SELECT ad.department_id, au.paper_id, count(DISTINCT au.author_id) FROM authored au JOIN author_departments ad ON ad.author_id = au.author_id
  GROUP BY ad.department_id, au.paper_id
)
SELECT g.department_id, coalesce(sum(least(g.members, f.authors)::float8 / f.authors) FILTER (WHERE f.published), 0)::float8 AS papers,
       coalesce(sum(f.received * least(g.members, f.authors)::float8 / f.authors), 0)::float8 AS citations
FROM grouped g JOIN facts f ON f.paper_id = g.paper_id
GROUP BY g.department_id;
