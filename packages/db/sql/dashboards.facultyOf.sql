-- dashboards.facultyOf: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- school scope: facultyOfQuery(1, null)
-- parameters: [1]
SELECT aa.author_id, a.first_name, a.last_name, a.position, a.profile_picture, a.unusual_work_hist,
       aa.marker, aa.rank_code, aa.gender, aa.university_id, aa.department_ids, aa.primary_department_id,
       aa.first_year_career, aa.career_start_year, aa.total_papers, aa.total_citations, aa.solo_papers,
       aa.papers_a, aa.papers_a_minus, aa.papers_b, aa.papers_unranked,
       aa.papers_per_year, aa.citations_per_paper, aa.percent_solo, aa.h_index,
       ad.a_papers AS dept_a_papers, ad.a_minus_papers AS dept_a_minus_papers, ad.b_papers AS dept_b_papers,
       ad.percent_appointment
FROM analytics_author aa
JOIN authors a ON a.id = aa.author_id
LEFT JOIN LATERAL (SELECT NULL::int AS a_papers, NULL::int AS a_minus_papers, NULL::int AS b_papers, NULL::float8 AS percent_appointment) ad ON true
WHERE aa.university_id = $1
ORDER BY lower(a.last_name), lower(a.first_name), aa.author_id;

-- department scope: facultyOfQuery(1, 3)
-- parameters: [3,1]
SELECT aa.author_id, a.first_name, a.last_name, a.position, a.profile_picture, a.unusual_work_hist,
       aa.marker, aa.rank_code, aa.gender, aa.university_id, aa.department_ids, aa.primary_department_id,
       aa.first_year_career, aa.career_start_year, aa.total_papers, aa.total_citations, aa.solo_papers,
       aa.papers_a, aa.papers_a_minus, aa.papers_b, aa.papers_unranked,
       aa.papers_per_year, aa.citations_per_paper, aa.percent_solo, aa.h_index,
       ad.a_papers AS dept_a_papers, ad.a_minus_papers AS dept_a_minus_papers, ad.b_papers AS dept_b_papers,
       ad.percent_appointment
FROM analytics_author aa
JOIN authors a ON a.id = aa.author_id
JOIN analytics_author_department ad ON ad.author_id = aa.author_id AND ad.department_id = $1
WHERE aa.university_id = $2
ORDER BY lower(a.last_name), lower(a.first_name), aa.author_id;
