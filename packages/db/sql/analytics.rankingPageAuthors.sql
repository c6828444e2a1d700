-- analytics.rankingPageAuthors: generated from services/api/src/domains/analytics/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- the profile columns of a page the ranking index ordered
-- parameters: [[7,9],[1,null]]
SELECT p.author_id, au.first_name, au.last_name, au.position, au.gender, au.marker, u.name AS univ_name
FROM unnest($1::int4[], $2::int4[]) AS p(author_id, university_id)
JOIN authors au ON au.id = p.author_id
LEFT JOIN universities u ON u.id = p.university_id;
