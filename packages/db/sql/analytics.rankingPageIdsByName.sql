-- analytics.rankingPageIdsByName: generated from services/api/src/domains/analytics/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- the page order of a sort by name (the ranking index supplies the figures)
-- parameters: [[1,2],[1,2],["f"],[3],25,25]
SELECT a.author_id FROM analytics_author a JOIN authors au ON au.id = a.author_id
WHERE a.university_id = ANY($1::int4[]) AND a.rank_code = ANY($2::int2[]) AND a.gender = ANY($3::text[]) AND a.department_ids && $4::int4[]
ORDER BY lower(au.last_name) ASC, lower(au.first_name) ASC, a.author_id
LIMIT $5 OFFSET $6;
