-- dashboards.departmentAveragesByName: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- departmentAveragesByNameQuery('Finance')
-- parameters: ["finance"]
SELECT d.id, d.university_id, d.name, ad.faculty_count, ad.avg_papers_per_faculty AS avg_papers, ad.avg_citations_per_faculty AS avg_citations
FROM departments d JOIN analytics_department ad ON ad.department_id = d.id
WHERE lower(d.name) = $1 AND ad.faculty_count > 0;
