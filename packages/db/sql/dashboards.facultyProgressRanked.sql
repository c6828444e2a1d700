-- dashboards.facultyProgressRanked: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- precomputed ranks, top 10, with you
-- parameters: [2019,2025,"full",3,[3,9],true,11,2019,2025,"full",11,2019,2025,"full",11,2019,2025,"full",3,1,2019,2025,"full",1,10,2019,2025,"full",1,1,2019,2025,"full",1,2019,2025,"full",1,"school",10,2019,2025,"full","other",10,2019,2025,"full"]
WITH ready AS MATERIALIZED (
  SELECT w.members, n.name_key FROM analytics_state s
  JOIN analytics_progress_state r ON r.version = s.version AND r.current_year = s.current_year
  JOIN analytics_progress_window w ON w.before_year = $1 AND w.end_year = $2 AND w.counting = $3
  JOIN analytics_progress_name n ON n.department_id = $4 AND n.department_ids = $5::int4[]
  WHERE s.id = 1 AND $6
    AND ($7::int4 IS NULL OR EXISTS (SELECT 1 FROM analytics_progress y WHERE y.before_year = $8 AND y.end_year = $9 AND y.counting = $10 AND y.author_id = $11::int4))
),
me AS MATERIALIZED (
  SELECT p.author_id, p.university_id, p.papers, p.citations, p.position_papers AS pos FROM analytics_progress p, ready
  WHERE p.before_year = $12 AND p.end_year = $13 AND p.counting = $14 AND p.author_id = $15::int4
),
school AS MATERIALIZED (
  SELECT d.author_id, d.position_papers AS pos FROM analytics_progress_department d, ready
  WHERE d.before_year = $16 AND d.end_year = $17 AND d.counting = $18 AND d.department_id = $19 AND d.university_id = $20
  UNION SELECT author_id, pos FROM me
),
other_top AS MATERIALIZED (
  (SELECT g.author_id, g.position_papers AS pos FROM analytics_progress_group g WHERE g.before_year = $21 AND g.end_year = $22 AND g.counting = $23 AND g.name_key = (SELECT name_key FROM ready) AND g.university_id <> $24 ORDER BY g.position_papers LIMIT $25)
  UNION SELECT author_id, pos FROM me
),
university AS MATERIALIZED (
  SELECT p.author_id, p.position_papers AS pos FROM analytics_progress p, ready WHERE p.before_year = $26 AND p.end_year = $27 AND p.counting = $28 AND p.university_id = $29
  UNION SELECT author_id, pos FROM me
),
counts AS (
  SELECT (SELECT count(*) FROM school)::int AS school,
         (SELECT coalesce(sum(z.members), 0) FROM analytics_progress_group_size z WHERE z.name_key = ready.name_key AND z.university_id <> $30)::int
           - (SELECT count(*) FROM analytics_progress_group g, me WHERE g.before_year = $31 AND g.end_year = $32 AND g.counting = $33 AND g.name_key = (SELECT name_key FROM ready) AND g.university_id <> $34 AND g.position_papers = me.pos)::int
           + (SELECT count(*) FROM me)::int AS other,
         (SELECT count(*) FROM university)::int AS university, ready.members AS "all",
         (SELECT count(*) FROM school x, me WHERE x.pos < me.pos)::int AS school_before,
         (SELECT count(*) FROM analytics_progress_group g, me WHERE g.before_year = $35 AND g.end_year = $36 AND g.counting = $37 AND g.name_key = (SELECT name_key FROM ready) AND g.university_id <> $38 AND g.position_papers < me.pos)::int AS other_before,
         (SELECT count(*) FROM university x, me WHERE x.pos < me.pos)::int AS university_before, coalesce((SELECT me.pos - 1 FROM me), 0) AS all_before
  FROM ready
)

(
SELECT $39::text AS list, p.author_id, a.first_name, a.last_name, p.university_id, p.papers, p.citations,
       row_number() OVER (ORDER BY m.pos)::int AS position, NULL::json AS counts
FROM (SELECT m.* FROM school m ORDER BY m.pos LIMIT $40) m
JOIN analytics_progress p ON p.before_year = $41 AND p.end_year = $42 AND p.counting = $43 AND p.author_id = m.author_id
JOIN authors a ON a.id = m.author_id ORDER BY m.pos)
UNION ALL
(
SELECT $44::text AS list, p.author_id, a.first_name, a.last_name, p.university_id, p.papers, p.citations,
       row_number() OVER (ORDER BY m.pos)::int AS position, NULL::json AS counts
FROM (SELECT m.* FROM other_top m ORDER BY m.pos LIMIT $45) m
JOIN analytics_progress p ON p.before_year = $46 AND p.end_year = $47 AND p.counting = $48 AND p.author_id = m.author_id
JOIN authors a ON a.id = m.author_id ORDER BY m.pos)
UNION ALL
(SELECT 'you'::text, me.author_id, a.first_name, a.last_name, me.university_id, me.papers, me.citations, 0, NULL::json
 FROM me JOIN authors a ON a.id = me.author_id)
UNION ALL
SELECT 'counts'::text, 0, '', '', 0, 0, 0, 0, row_to_json(c) FROM counts c;

-- precomputed ranks, by citations, every row, without you
-- parameters: [2019,2025,"full",3,[3,9],true,null,2019,2025,"full",null,2019,2025,"full",null,2019,2025,"full",3,1,2019,2025,"full",1,2019,2025,"full",1,1,2019,2025,"full",1,2019,2025,"full",1,"school",2019,2025,"full","other",2019,2025,"full"]
WITH ready AS MATERIALIZED (
  SELECT w.members, n.name_key FROM analytics_state s
  JOIN analytics_progress_state r ON r.version = s.version AND r.current_year = s.current_year
  JOIN analytics_progress_window w ON w.before_year = $1 AND w.end_year = $2 AND w.counting = $3
  JOIN analytics_progress_name n ON n.department_id = $4 AND n.department_ids = $5::int4[]
  WHERE s.id = 1 AND $6
    AND ($7::int4 IS NULL OR EXISTS (SELECT 1 FROM analytics_progress y WHERE y.before_year = $8 AND y.end_year = $9 AND y.counting = $10 AND y.author_id = $11::int4))
),
me AS MATERIALIZED (
  SELECT p.author_id, p.university_id, p.papers, p.citations, p.position_citations AS pos FROM analytics_progress p, ready
  WHERE p.before_year = $12 AND p.end_year = $13 AND p.counting = $14 AND p.author_id = $15::int4
),
school AS MATERIALIZED (
  SELECT d.author_id, d.position_citations AS pos FROM analytics_progress_department d, ready
  WHERE d.before_year = $16 AND d.end_year = $17 AND d.counting = $18 AND d.department_id = $19 AND d.university_id = $20
  UNION SELECT author_id, pos FROM me
),
other_top AS MATERIALIZED (
  (SELECT g.author_id, g.position_citations AS pos FROM analytics_progress_group g WHERE g.before_year = $21 AND g.end_year = $22 AND g.counting = $23 AND g.name_key = (SELECT name_key FROM ready) AND g.university_id <> $24 ORDER BY g.position_citations LIMIT ALL)
  UNION SELECT author_id, pos FROM me
),
university AS MATERIALIZED (
  SELECT p.author_id, p.position_citations AS pos FROM analytics_progress p, ready WHERE p.before_year = $25 AND p.end_year = $26 AND p.counting = $27 AND p.university_id = $28
  UNION SELECT author_id, pos FROM me
),
counts AS (
  SELECT (SELECT count(*) FROM school)::int AS school,
         (SELECT coalesce(sum(z.members), 0) FROM analytics_progress_group_size z WHERE z.name_key = ready.name_key AND z.university_id <> $29)::int
           - (SELECT count(*) FROM analytics_progress_group g, me WHERE g.before_year = $30 AND g.end_year = $31 AND g.counting = $32 AND g.name_key = (SELECT name_key FROM ready) AND g.university_id <> $33 AND g.position_citations = me.pos)::int
           + (SELECT count(*) FROM me)::int AS other,
         (SELECT count(*) FROM university)::int AS university, ready.members AS "all",
         (SELECT count(*) FROM school x, me WHERE x.pos < me.pos)::int AS school_before,
         (SELECT count(*) FROM analytics_progress_group g, me WHERE g.before_year = $34 AND g.end_year = $35 AND g.counting = $36 AND g.name_key = (SELECT name_key FROM ready) AND g.university_id <> $37 AND g.position_citations < me.pos)::int AS other_before,
         (SELECT count(*) FROM university x, me WHERE x.pos < me.pos)::int AS university_before, coalesce((SELECT me.pos - 1 FROM me), 0) AS all_before
  FROM ready
)

(
SELECT $38::text AS list, p.author_id, a.first_name, a.last_name, p.university_id, p.papers, p.citations,
       row_number() OVER (ORDER BY m.pos)::int AS position, NULL::json AS counts
FROM (SELECT m.* FROM school m ORDER BY m.pos LIMIT ALL) m
JOIN analytics_progress p ON p.before_year = $39 AND p.end_year = $40 AND p.counting = $41 AND p.author_id = m.author_id
JOIN authors a ON a.id = m.author_id ORDER BY m.pos)
UNION ALL
(
SELECT $42::text AS list, p.author_id, a.first_name, a.last_name, p.university_id, p.papers, p.citations,
       row_number() OVER (ORDER BY m.pos)::int AS position, NULL::json AS counts
FROM (SELECT m.* FROM other_top m ORDER BY m.pos LIMIT ALL) m
JOIN analytics_progress p ON p.before_year = $43 AND p.end_year = $44 AND p.counting = $45 AND p.author_id = m.author_id
JOIN authors a ON a.id = m.author_id ORDER BY m.pos)
UNION ALL
(SELECT 'you'::text, me.author_id, a.first_name, a.last_name, me.university_id, me.papers, me.citations, 0, NULL::json
 FROM me JOIN authors a ON a.id = me.author_id)
UNION ALL
SELECT 'counts'::text, 0, '', '', 0, 0, 0, 0, row_to_json(c) FROM counts c;
