-- analytics.rankingCount: generated from services/api/src/domains/analytics/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- universities only
-- parameters: [[1,2]]
SELECT count(*)::int AS total FROM analytics_author a WHERE a.university_id = ANY($1::int4[]);

-- rank, gender and department filters
-- parameters: [[1,2],[1,2],["f"],[3]]
SELECT count(*)::int AS total FROM analytics_author a WHERE a.university_id = ANY($1::int4[]) AND a.rank_code = ANY($2::int2[]) AND a.gender = ANY($3::text[]) AND a.department_ids && $4::int4[];
