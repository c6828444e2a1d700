-- redFlags.authorsWithoutEducation: generated from packages/db/src/queries/redFlags.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- authorsWithoutEducationQuery()
-- parameters: []
SELECT a.id AS auth_id, concat_ws(' ', nullif(btrim(a.first_name), ''), nullif(btrim(a.mid_name), ''), nullif(btrim(a.last_name), '')) AS name, coalesce(u.name, '') AS univ_name, a.univ_profile_link, a.position, a.marker,
       (SELECT count(DISTINCT s.paper_id)::int FROM authorships s WHERE s.author_id = a.id) AS total_papers
FROM authors a LEFT JOIN universities u ON u.id = a.university_id
WHERE a.merged_into_id IS NULL
  AND NOT EXISTS (SELECT 1 FROM education e WHERE e.author_id = a.id AND (btrim(e.degree) <> '' OR e.year IS NOT NULL))
ORDER BY univ_name, lower(a.last_name), lower(a.first_name), a.id;
