-- dashboards.ranksInGroup: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- in the school
-- parameters: [12,340,7,1]
SELECT count(*)::int AS members,
       (count(*) FILTER (WHERE total_papers > $1))::int AS papers_above,
       (count(*) FILTER (WHERE total_citations > $2))::int AS citations_above,
       (count(*) FILTER (WHERE h_index > $3))::int AS h_above
FROM analytics_author
WHERE university_id = $4;

-- in a department
-- parameters: [12,340,7,1,3]
SELECT count(*)::int AS members,
       (count(*) FILTER (WHERE total_papers > $1))::int AS papers_above,
       (count(*) FILTER (WHERE total_citations > $2))::int AS citations_above,
       (count(*) FILTER (WHERE h_index > $3))::int AS h_above
FROM analytics_author
WHERE university_id = $4
  AND department_ids @> ARRAY[$5]::int4[];
