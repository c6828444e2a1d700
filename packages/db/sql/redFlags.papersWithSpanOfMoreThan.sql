-- redFlags.papersWithSpanOfMoreThan: generated from packages/db/src/queries/redFlags.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- papersWithSpanOfMoreThanQuery(40)
-- parameters: [40]
WITH own AS (
  SELECT DISTINCT s.author_id, p.id, p.year, p.title
  FROM authorships s JOIN papers p ON p.id = s.paper_id
  JOIN authors a ON a.id = s.author_id AND a.merged_into_id IS NULL
  WHERE p.year IS NOT NULL
), spans AS (
  SELECT author_id, min(year) AS first_year, max(year) AS last_year, count(*)::int AS total_papers
  FROM own GROUP BY author_id HAVING max(year) - min(year) > $1
)
SELECT a.id AS auth_id, concat_ws(' ', nullif(btrim(a.first_name), ''), nullif(btrim(a.mid_name), ''), nullif(btrim(a.last_name), '')) AS name, coalesce(u.name, '') AS univ_name,
       sp.first_year, sp.last_year, (sp.last_year - sp.first_year) AS span, sp.total_papers,
       (SELECT o.title FROM own o WHERE o.author_id = sp.author_id ORDER BY o.year, o.id LIMIT 1) AS first_paper_title,
       (SELECT o.title FROM own o WHERE o.author_id = sp.author_id ORDER BY o.year DESC, o.id DESC LIMIT 1) AS last_paper_title
FROM spans sp JOIN authors a ON a.id = sp.author_id
LEFT JOIN universities u ON u.id = a.university_id
ORDER BY span DESC, univ_name, lower(a.last_name), a.id;
