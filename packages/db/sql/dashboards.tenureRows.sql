-- dashboards.tenureRows: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- every department
-- parameters: [[1,2],10,"top",2]
SELECT t.author_id, t.university_id, t.department_id, t.rank_code, t.start_year, t.a_papers, t.a_minus_papers, t.b_papers,
       t.h_index, t.solo_papers, t.total_papers, t.total_citations, t.papers, t.citations, aa.department_ids,
       a.first_name, a.last_name, a.profile_picture, a.unusual_work_hist, u.name AS univ_name, d.name AS dept_name
FROM analytics_tenure t
JOIN analytics_author aa ON aa.author_id = t.author_id
JOIN authors a ON a.id = t.author_id
LEFT JOIN universities u ON u.id = t.university_id
LEFT JOIN departments d ON d.id = t.department_id
WHERE t.university_id = ANY($1::int4[]) AND t.window_years = $2 AND t.grade = $3
  AND t.rank_code = $4

ORDER BY lower(a.last_name), lower(a.first_name), t.author_id;

-- named departments
-- parameters: [[1,2],10,"top",2,[3]]
SELECT t.author_id, t.university_id, t.department_id, t.rank_code, t.start_year, t.a_papers, t.a_minus_papers, t.b_papers,
       t.h_index, t.solo_papers, t.total_papers, t.total_citations, t.papers, t.citations, aa.department_ids,
       a.first_name, a.last_name, a.profile_picture, a.unusual_work_hist, u.name AS univ_name, d.name AS dept_name
FROM analytics_tenure t
JOIN analytics_author aa ON aa.author_id = t.author_id
JOIN authors a ON a.id = t.author_id
LEFT JOIN universities u ON u.id = t.university_id
LEFT JOIN departments d ON d.id = t.department_id
WHERE t.university_id = ANY($1::int4[]) AND t.window_years = $2 AND t.grade = $3
  AND t.rank_code = $4
  AND aa.department_ids && $5::int4[]
ORDER BY lower(a.last_name), lower(a.first_name), t.author_id;
