-- redFlags.sameNumberOfPapersRows: generated from packages/db/src/queries/redFlags.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- sameNumberOfPapersRowsQuery(1, 3)
-- parameters: [1,3]
WITH totals AS (
  SELECT f.id, concat_ws(' ', nullif(btrim(f.first_name), ''), nullif(btrim(f.last_name), '')) AS faculty_name, f.last_name, f.first_name, count(DISTINCT s.paper_id)::int AS total_papers
  FROM authors f LEFT JOIN authorships s ON s.author_id = f.id
  WHERE f.university_id = $1 AND f.merged_into_id IS NULL
  GROUP BY f.id
), grouped AS (
  SELECT t.*, coalesce(d.name, 'No department') AS department,
         count(*) OVER (PARTITION BY coalesce(d.name, 'No department'), t.total_papers)::int AS group_size
  FROM totals t
  LEFT JOIN author_departments ad ON ad.author_id = t.id
  LEFT JOIN departments d ON d.id = ad.department_id
  WHERE t.total_papers > 0
)
SELECT id AS auth_id, faculty_name, total_papers, department, group_size
FROM grouped WHERE group_size >= $2
ORDER BY department, total_papers DESC, lower(last_name), lower(first_name), id;
