-- dashboards.mostCitedPapers: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- mostCitedPapersQuery(1)
-- parameters: [1]
WITH school AS MATERIALIZED (SELECT a.id FROM authors a WHERE a.university_id = $1 AND a.merged_into_id IS NULL
), author_groups AS MATERIALIZED (
  SELECT DISTINCT sc.id AS author_id, g.group_id
  FROM school sc
  LEFT JOIN author_departments ad ON ad.author_id = sc.id
  CROSS JOIN LATERAL (VALUES (ad.department_id), (0)) AS g(group_id)
  WHERE g.group_id IS NOT NULL
), grouped AS MATERIALIZED (
  SELECT ag.group_id, ap.paper_id, ap.author_id, ap.citations
  FROM analytics_author_paper ap
  JOIN author_groups ag ON ag.author_id = ap.author_id
  WHERE ap.author_id = ANY(ARRAY(SELECT id FROM school))
), best AS (
  SELECT group_id, max(citations) AS citations FROM grouped GROUP BY group_id
), top_paper AS (
  -- the most cited paper of each group; ties: the lowest paper id
  SELECT g.group_id, min(g.paper_id) AS paper_id
  FROM grouped g JOIN best b ON b.group_id = g.group_id AND b.citations = g.citations
  GROUP BY g.group_id
), ranked AS (
  SELECT DISTINCT ON (t.group_id) t.group_id, t.paper_id, g.author_id
  FROM top_paper t
  JOIN grouped g ON g.group_id = t.group_id AND g.paper_id = t.paper_id
  CROSS JOIN LATERAL (SELECT min(s.position) AS position FROM authorships s WHERE s.paper_id = g.paper_id AND s.author_id = g.author_id) pos
  ORDER BY t.group_id, pos.position, g.author_id
)
SELECT r.group_id, r.paper_id, r.author_id FROM ranked r;
