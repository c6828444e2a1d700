-- dashboards.networkIdentities: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- networkIdentitiesQuery([11, 12])
-- parameters: [[11,12]]
SELECT a.id, a.first_name, a.last_name, u.name AS school, aa.total_papers
FROM authors a LEFT JOIN universities u ON u.id = a.university_id LEFT JOIN analytics_author aa ON aa.author_id = a.id
WHERE a.id = ANY($1::int4[]);
