-- dashboards.departmentJoiners: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- departmentJoinersQuery(1, 2025)
-- parameters: [1,1,1,2025]
SELECT ad.department_id, count(*)::int AS joined
FROM author_departments ad
JOIN authors a ON a.id = ad.author_id AND a.university_id = $1 AND a.merged_into_id IS NULL
WHERE EXISTS (
  SELECT 1 FROM work_history w WHERE w.author_id = a.id AND w.university_id = $2 AND w.to_year IS NULL
) AND NOT EXISTS (
  -- at the university before the year: any entry there that started earlier
  SELECT 1 FROM work_history w WHERE w.author_id = a.id AND w.university_id = $3 AND w.from_year < $4
)
GROUP BY ad.department_id;
