-- redFlags.papersOlderThanYearsBeforePhd: generated from packages/db/src/queries/redFlags.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- step 1, the dated education entries: datedEducationQuery(db)
-- parameters: []
select "e"."author_id", "e"."degree", "e"."year", "e"."is_phd_to_consider" from "education" as "e" inner join "authors" as "a" on "a"."id" = "e"."author_id" where "a"."merged_into_id" is null and "e"."year" is not null;

-- step 2, the papers before each PhD year: papersBeforePhdQuery([11, 12], [2010, 2014], 3)
-- parameters: [[11,12],[2010,2014],3]
SELECT a.id AS auth_id, concat_ws(' ', nullif(btrim(a.first_name), ''), nullif(btrim(a.mid_name), ''), nullif(btrim(a.last_name), '')) AS name, coalesce(u.name, '') AS univ_name,
       phd.year AS reference_year, 'PhD' AS reference_degree,
       p.id AS paper_id, p.title AS document_title, coalesce(j.name, p.publication_name) AS publication_name, p.year AS publication_year
FROM unnest($1::int[], $2::int[]) AS phd(author_id, year)
JOIN authors a ON a.id = phd.author_id
LEFT JOIN universities u ON u.id = a.university_id
JOIN authorships s ON s.author_id = a.id
JOIN papers p ON p.id = s.paper_id
LEFT JOIN journals j ON j.id = p.journal_id
WHERE p.year < phd.year - $3
GROUP BY a.id, u.name, phd.year, p.id, j.name
ORDER BY univ_name, lower(a.last_name), lower(a.first_name), a.id, p.year, p.id;
