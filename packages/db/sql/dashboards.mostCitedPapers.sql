-- dashboards.mostCitedPapers: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- mostCitedPapersQuery(1)
-- parameters: [1]
WITH authored AS MATERIALIZED (
  SELECT s.paper_id, s.author_id, min(s.position) AS position FROM authorships s
  WHERE s.author_id = ANY(ARRAY(SELECT a.id FROM authors a WHERE a.university_id = $1 AND a.merged_into_id IS NULL))
  GROUP BY s.paper_id, s.author_id
), cited AS MATERIALIZED (
  SELECT p.id, p.citation_count FROM papers p WHERE p.id = ANY(ARRAY(SELECT paper_id FROM authored))
), ranked AS (
  SELECT g.group_id, au.paper_id, au.author_id,
         row_number() OVER (PARTITION BY g.group_id ORDER BY c.citation_count DESC, c.id, au.position) AS n
  FROM authored au
  JOIN cited c ON c.id = au.paper_id
  LEFT JOIN author_departments ad ON ad.author_id = au.author_id
  CROSS JOIN LATERAL (VALUES (ad.department_id), (0)) AS g(group_id)
  WHERE g.group_id IS NOT NULL
)
SELECT r.group_id, p.id AS paper_id, p.title, p.year, p.citation_count, coalesce(j.name, p.publication_name) AS journal, r.author_id
FROM ranked r JOIN papers p ON p.id = r.paper_id LEFT JOIN journals j ON j.id = p.journal_id
WHERE r.n = 1;
