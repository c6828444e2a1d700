-- redFlags.facultyPapersByUniversity: generated from packages/db/src/queries/redFlags.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- facultyPapersByUniversityQuery(1)
-- parameters: [1]
SELECT f.id AS auth_id, concat_ws(' ', nullif(btrim(f.first_name), ''), nullif(btrim(f.last_name), '')) AS faculty_name,
       count(DISTINCT p.id)::int AS papers_published,
       count(DISTINCT p.id) FILTER (WHERE j.tier = 'A')::int AS a,
       count(DISTINCT p.id) FILTER (WHERE j.tier = 'A-')::int AS a_minus,
       count(DISTINCT p.id) FILTER (WHERE j.tier = 'B')::int AS b,
       count(DISTINCT p.id) FILTER (WHERE j.tier IS NULL)::int AS other
FROM authors f
LEFT JOIN authorships s ON s.author_id = f.id
LEFT JOIN papers p ON p.id = s.paper_id
LEFT JOIN journals j ON j.id = p.journal_id
WHERE f.university_id = $1 AND f.merged_into_id IS NULL
GROUP BY f.id
ORDER BY papers_published DESC, lower(f.last_name), lower(f.first_name), f.id;
