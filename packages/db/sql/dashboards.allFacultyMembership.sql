-- dashboards.allFacultyMembership: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- allFacultyMembershipQuery()
-- parameters: []
SELECT aa.author_id, a.first_name, a.last_name, aa.university_id, aa.department_ids, aa.total_papers, aa.total_citations
FROM analytics_author aa JOIN authors a ON a.id = aa.author_id WHERE aa.university_id IS NOT NULL;
