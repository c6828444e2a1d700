-- redFlags.papersOlderThanLastEducationYear: generated from packages/db/src/queries/redFlags.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- papersOlderThanLastEducationYearQuery(3)
-- parameters: [3]
WITH last_education AS (
  SELECT DISTINCT ON (e.author_id) e.author_id, e.year, e.degree
  FROM education e WHERE e.year IS NOT NULL
  ORDER BY e.author_id, e.year DESC, e.seq DESC
)
SELECT a.id AS auth_id, concat_ws(' ', nullif(btrim(a.first_name), ''), nullif(btrim(a.mid_name), ''), nullif(btrim(a.last_name), '')) AS name, coalesce(u.name, '') AS univ_name,
       le.year AS reference_year, le.degree AS reference_degree,
       p.id AS paper_id, p.title AS document_title, coalesce(j.name, p.publication_name) AS publication_name, p.year AS publication_year
FROM last_education le
JOIN authors a ON a.id = le.author_id AND a.merged_into_id IS NULL
LEFT JOIN universities u ON u.id = a.university_id
JOIN authorships s ON s.author_id = a.id
JOIN papers p ON p.id = s.paper_id
LEFT JOIN journals j ON j.id = p.journal_id
WHERE p.year < le.year - $1
GROUP BY a.id, u.name, le.year, le.degree, p.id, j.name
ORDER BY univ_name, lower(a.last_name), lower(a.first_name), a.id, p.year, p.id;
