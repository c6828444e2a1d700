-- dashboards.genderFaculty: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- every department: genderFacultyQuery([1, 2], null)
-- parameters: [[1,2]]
SELECT aa.university_id, aa.marker, aa.gender FROM analytics_author aa
WHERE aa.university_id = ANY($1::int4[]);

-- named departments: genderFacultyQuery([1, 2], [3, 4])
-- parameters: [[1,2],[3,4]]
SELECT aa.university_id, aa.marker, aa.gender FROM analytics_author aa
WHERE aa.university_id = ANY($1::int4[])
  AND aa.department_ids && $2::int4[];
