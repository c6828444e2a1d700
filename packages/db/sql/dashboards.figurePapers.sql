-- dashboards.figurePapers: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- global tiers, all time, papers of every tier, full counting
-- parameters: [[11],["A","A-","B"]]
SELECT f.*, p.title, j.name AS journal,
       coalesce((
         SELECT string_agg(coalesce(nullif(trim(concat_ws(' ', s.printed_first_name, nullif(s.printed_mid_name, ''), s.printed_last_name)), ''),
                                    trim(concat_ws(' ', a.first_name, a.last_name)), '?'), ', ' ORDER BY s.position)
         FROM authorships s LEFT JOIN authors a ON a.id = s.author_id WHERE s.paper_id = f.paper_id
       ), '') AS authors
FROM (
SELECT ap.author_id, ap.paper_id, ap.year, ap.journal_id, ap.author_count, CASE ap.tier WHEN 0 THEN 'A' WHEN 1 THEN 'A-' WHEN 2 THEN 'B' END AS tier, false AS department_graded,
       (1.0)::float8 AS credit, true AS in_window, (ap.citations)::float8 AS received
FROM analytics_author_paper ap

WHERE ap.author_id = ANY($1::int4[])) f
JOIN papers p ON p.id = f.paper_id
LEFT JOIN journals j ON j.id = f.journal_id
WHERE (f.tier = ANY($2::text[]) OR f.tier IS NULL) AND f.in_window
ORDER BY f.year DESC NULLS LAST, p.title, f.paper_id;

-- a department's lists, stored 5-year window, citations of A and A- papers, fractional counting
-- parameters: [2021,2025,3,[11],["A","A-"]]
SELECT f.*, p.title, j.name AS journal,
       coalesce((
         SELECT string_agg(coalesce(nullif(trim(concat_ws(' ', s.printed_first_name, nullif(s.printed_mid_name, ''), s.printed_last_name)), ''),
                                    trim(concat_ws(' ', a.first_name, a.last_name)), '?'), ', ' ORDER BY s.position)
         FROM authorships s LEFT JOIN authors a ON a.id = s.author_id WHERE s.paper_id = f.paper_id
       ), '') AS authors
FROM (
SELECT ap.author_id, ap.paper_id, ap.year, ap.journal_id, ap.author_count, coalesce(dj.tier, CASE ap.tier WHEN 0 THEN 'A' WHEN 1 THEN 'A-' WHEN 2 THEN 'B' END) AS tier, (dj.tier IS NOT NULL) AS department_graded,
       (1.0 / greatest(ap.author_count, 1))::float8 AS credit, coalesce(ap.year BETWEEN $1 AND $2, false) AS in_window, ("ap"."citations_5y")::float8 AS received
FROM analytics_author_paper ap
LEFT JOIN department_journals dj ON dj.department_id = $3 AND dj.journal_id = ap.journal_id
WHERE ap.author_id = ANY($4::int4[])) f
JOIN papers p ON p.id = f.paper_id
LEFT JOIN journals j ON j.id = f.journal_id
WHERE (f.tier = ANY($5::text[])) AND f.received > 0
ORDER BY f.year DESC NULLS LAST, p.title, f.paper_id;

-- global tiers, any other window, B papers, full counting
-- parameters: [2018,2020,2018,2020,[11],["B"]]
SELECT f.*, p.title, j.name AS journal,
       coalesce((
         SELECT string_agg(coalesce(nullif(trim(concat_ws(' ', s.printed_first_name, nullif(s.printed_mid_name, ''), s.printed_last_name)), ''),
                                    trim(concat_ws(' ', a.first_name, a.last_name)), '?'), ', ' ORDER BY s.position)
         FROM authorships s LEFT JOIN authors a ON a.id = s.author_id WHERE s.paper_id = f.paper_id
       ), '') AS authors
FROM (
SELECT ap.author_id, ap.paper_id, ap.year, ap.journal_id, ap.author_count, CASE ap.tier WHEN 0 THEN 'A' WHEN 1 THEN 'A-' WHEN 2 THEN 'B' END AS tier, false AS department_graded,
       (1.0)::float8 AS credit, coalesce(ap.year BETWEEN $1 AND $2, false) AS in_window, (coalesce((SELECT sum(greatest(c.count, 0)) FROM citations c WHERE c.paper_id = ap.paper_id AND c.year BETWEEN $3 AND $4), 0))::float8 AS received
FROM analytics_author_paper ap

WHERE ap.author_id = ANY($5::int4[])) f
JOIN papers p ON p.id = f.paper_id
LEFT JOIN journals j ON j.id = f.journal_id
WHERE (f.tier = ANY($6::text[])) AND f.in_window
ORDER BY f.year DESC NULLS LAST, p.title, f.paper_id;

-- Hire Impact, all time, two journals, written at the school: figurePapersQuery(..., { journalIds: [7, 8], creditUniversityId: 4 })
-- parameters: [[11],4,[7,8],["A","A-","B"]]
SELECT f.*, p.title, j.name AS journal,
       coalesce((
         SELECT string_agg(coalesce(nullif(trim(concat_ws(' ', s.printed_first_name, nullif(s.printed_mid_name, ''), s.printed_last_name)), ''),
                                    trim(concat_ws(' ', a.first_name, a.last_name)), '?'), ', ' ORDER BY s.position)
         FROM authorships s LEFT JOIN authors a ON a.id = s.author_id WHERE s.paper_id = f.paper_id
       ), '') AS authors
FROM (
SELECT ap.author_id, ap.paper_id, ap.year, ap.journal_id, ap.author_count, CASE ap.tier WHEN 0 THEN 'A' WHEN 1 THEN 'A-' WHEN 2 THEN 'B' END AS tier, false AS department_graded,
       (1.0 / greatest(ap.author_count, 1))::float8 AS credit, true AS in_window, (ap.citations)::float8 AS received
FROM analytics_author_paper ap

WHERE ap.author_id = ANY($1::int4[]) AND EXISTS (
  SELECT 1 FROM authorships s JOIN authors a ON a.id = s.author_id
  WHERE s.author_id = ap.author_id AND s.paper_id = ap.paper_id AND coalesce(s.university_id, a.university_id) = $2
) AND ap.journal_id = ANY($3::int4[])) f
JOIN papers p ON p.id = f.paper_id
LEFT JOIN journals j ON j.id = f.journal_id
WHERE (f.tier = ANY($4::text[]) OR f.tier IS NULL) AND f.received > 0
ORDER BY f.year DESC NULLS LAST, p.title, f.paper_id;
