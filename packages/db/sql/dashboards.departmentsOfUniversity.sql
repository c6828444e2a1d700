-- dashboards.departmentsOfUniversity: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- departmentsOfUniversityQuery(1)
-- parameters: [1]
SELECT d.id, d.name, coalesce(ad.faculty_count, 0)::int AS faculty_count
FROM departments d LEFT JOIN analytics_department ad ON ad.department_id = d.id
WHERE d.university_id = $1
ORDER BY lower(d.name), d.id;
