-- redFlags.experienceRows: generated from packages/db/src/queries/redFlags.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- experienceRowsQuery(1, 2025)
-- parameters: [2025,1]
SELECT f.id AS auth_id, concat_ws(' ', nullif(btrim(f.first_name), ''), nullif(btrim(f.last_name), '')) AS faculty_name,
       greatest(0, $1 - coalesce(f.first_year_career, min(p.year)))::int AS experience,
       count(DISTINCT p.id)::int AS total_papers
FROM authors f
LEFT JOIN authorships s ON s.author_id = f.id
LEFT JOIN papers p ON p.id = s.paper_id
WHERE f.university_id = $2 AND f.merged_into_id IS NULL
GROUP BY f.id
HAVING coalesce(f.first_year_career, min(p.year)) IS NOT NULL
ORDER BY experience, total_papers, f.id;
