-- dashboards.universityAverages: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- universityAveragesQuery()
-- parameters: []
SELECT u.id, u.name, u.abbreviation, au.faculty_count, au.avg_papers_per_faculty AS avg_papers, au.avg_citations_per_faculty AS avg_citations
FROM analytics_university au JOIN universities u ON u.id = au.university_id WHERE au.faculty_count > 0;
