-- dashboards.facultyProgress: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- every journal, top 10, with you
-- parameters: [[3,9],1,1,3,11,11,1,11,2025,2019,11,1,11,"school",10,10,"other",10,10]
WITH fig AS MATERIALIZED (SELECT NULL::int AS author_id, 0 AS papers, 0 AS citations WHERE false),
elsewhere AS MATERIALIZED (
  SELECT DISTINCT x.author_id FROM analytics_author x CROSS JOIN LATERAL unnest(x.department_ids) d(id)
  JOIN unnest($1::int4[]) s(id) ON s.id = d.id
  WHERE x.university_id IS NOT NULL AND x.university_id <> $2
),
pop AS MATERIALIZED (
  SELECT aa.author_id, aa.university_id, (coalesce(hi.papers_a, 0) + coalesce(hi.papers_a_minus, 0) + coalesce(hi.papers_b, 0) + coalesce(hi.papers_unranked, 0)) - (coalesce(lo.papers_a, 0) + coalesce(lo.papers_a_minus, 0) + coalesce(lo.papers_b, 0) + coalesce(lo.papers_unranked, 0)) AS papers, (coalesce(hi.citations_a, 0) + coalesce(hi.citations_a_minus, 0) + coalesce(hi.citations_b, 0) + coalesce(hi.citations_unranked, 0)) - (coalesce(lo.citations_a, 0) + coalesce(lo.citations_a_minus, 0) + coalesce(lo.citations_b, 0) + coalesce(lo.citations_unranked, 0)) AS citations,
         (aa.university_id = $3 AND $4::int4 = ANY(aa.department_ids)) OR aa.author_id = $5::int4 IS TRUE AS in_school,
         e.author_id IS NOT NULL OR aa.author_id = $6::int4 IS TRUE AS in_other,
         aa.university_id = $7 OR aa.author_id = $8::int4 IS TRUE AS in_university
  FROM analytics_author aa
  LEFT JOIN analytics_author_year hi ON hi.author_id = aa.author_id AND hi.year = $9
  LEFT JOIN analytics_author_year lo ON lo.author_id = aa.author_id AND lo.year = $10
  LEFT JOIN elsewhere e ON e.author_id = aa.author_id
  WHERE aa.university_id IS NOT NULL
  UNION ALL
  SELECT y.id, y.university_id, coalesce(f.papers, 0), coalesce(f.citations, 0), true, true, true
  FROM (VALUES ($11::int4, $12::int4)) y(id, university_id) LEFT JOIN fig f ON f.author_id = y.id
  WHERE y.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM analytics_author aa WHERE aa.author_id = y.id AND aa.university_id IS NOT NULL)
),
me AS MATERIALIZED (
  SELECT p.*, lower(a.last_name) COLLATE "und-x-icu" AS l, lower(a.first_name) COLLATE "und-x-icu" AS f
  FROM pop p JOIN authors a ON a.id = p.author_id WHERE p.author_id = $13::int4
),
ties AS MATERIALIZED (
  SELECT p.* FROM pop p JOIN authors a ON a.id = p.author_id, me
  WHERE p.papers = (SELECT papers FROM me) AND p.citations = (SELECT citations FROM me) AND p.author_id <> me.author_id
    AND (lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", a.id) < (me.l, me.f, me.author_id)
),
tie_counts AS (
  SELECT count(*) FILTER (WHERE in_school)::int AS school, count(*) FILTER (WHERE in_other)::int AS other,
         count(*) FILTER (WHERE in_university)::int AS university, count(*)::int AS "all"
  FROM ties
),
counts AS (
  SELECT count(*) FILTER (WHERE p.in_school)::int AS school, count(*) FILTER (WHERE p.in_other)::int AS other,
         count(*) FILTER (WHERE p.in_university)::int AS university, count(*)::int AS "all",
         count(*) FILTER (WHERE p.in_school AND (p.papers > me.papers OR (p.papers = me.papers AND p.citations > me.citations)))::int + (SELECT school FROM tie_counts) AS school_before,
         count(*) FILTER (WHERE p.in_other AND (p.papers > me.papers OR (p.papers = me.papers AND p.citations > me.citations)))::int + (SELECT other FROM tie_counts) AS other_before,
         count(*) FILTER (WHERE p.in_university AND (p.papers > me.papers OR (p.papers = me.papers AND p.citations > me.citations)))::int + (SELECT university FROM tie_counts) AS university_before,
         count(*) FILTER (WHERE (p.papers > me.papers OR (p.papers = me.papers AND p.citations > me.citations)))::int + (SELECT "all" FROM tie_counts) AS all_before
  FROM pop p LEFT JOIN me ON true
)

(
SELECT $14::text AS list, p.author_id, a.first_name, a.last_name, p.university_id, p.papers, p.citations,
       row_number() OVER (ORDER BY p.papers DESC, p.citations DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id)::int AS position, NULL::json AS counts
FROM (SELECT p.* FROM pop p WHERE p.in_school ORDER BY p.papers DESC, p.citations DESC
      FETCH FIRST ($15::int) ROWS WITH TIES) p
JOIN authors a ON a.id = p.author_id ORDER BY p.papers DESC, p.citations DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id LIMIT $16)
UNION ALL
(
SELECT $17::text AS list, p.author_id, a.first_name, a.last_name, p.university_id, p.papers, p.citations,
       row_number() OVER (ORDER BY p.papers DESC, p.citations DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id)::int AS position, NULL::json AS counts
FROM (SELECT p.* FROM pop p WHERE p.in_other ORDER BY p.papers DESC, p.citations DESC
      FETCH FIRST ($18::int) ROWS WITH TIES) p
JOIN authors a ON a.id = p.author_id ORDER BY p.papers DESC, p.citations DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id LIMIT $19)
UNION ALL
(SELECT 'you'::text, me.author_id, a.first_name, a.last_name, me.university_id, me.papers, me.citations, 0, NULL::json
 FROM me JOIN authors a ON a.id = me.author_id)
UNION ALL
SELECT 'counts'::text, 0, '', '', 0, 0, 0, 0, row_to_json(c) FROM counts c;

-- every journal, fractional counting
-- parameters: [[3,9],1,1,3,11,11,1,11,2025,2019,11,1,11,"school",10,10,"other",10,10]
WITH fig AS MATERIALIZED (SELECT NULL::int AS author_id, 0 AS papers, 0 AS citations WHERE false),
elsewhere AS MATERIALIZED (
  SELECT DISTINCT x.author_id FROM analytics_author x CROSS JOIN LATERAL unnest(x.department_ids) d(id)
  JOIN unnest($1::int4[]) s(id) ON s.id = d.id
  WHERE x.university_id IS NOT NULL AND x.university_id <> $2
),
pop AS MATERIALIZED (
  SELECT aa.author_id, aa.university_id, round(((coalesce(hi.frac_papers_a, 0) + coalesce(hi.frac_papers_a_minus, 0) + coalesce(hi.frac_papers_b, 0) + coalesce(hi.frac_papers_unranked, 0)) - (coalesce(lo.frac_papers_a, 0) + coalesce(lo.frac_papers_a_minus, 0) + coalesce(lo.frac_papers_b, 0) + coalesce(lo.frac_papers_unranked, 0)))::numeric, 2)::float8 AS papers, round(((coalesce(hi.frac_citations_a, 0) + coalesce(hi.frac_citations_a_minus, 0) + coalesce(hi.frac_citations_b, 0) + coalesce(hi.frac_citations_unranked, 0)) - (coalesce(lo.frac_citations_a, 0) + coalesce(lo.frac_citations_a_minus, 0) + coalesce(lo.frac_citations_b, 0) + coalesce(lo.frac_citations_unranked, 0)))::numeric, 2)::float8 AS citations,
         (aa.university_id = $3 AND $4::int4 = ANY(aa.department_ids)) OR aa.author_id = $5::int4 IS TRUE AS in_school,
         e.author_id IS NOT NULL OR aa.author_id = $6::int4 IS TRUE AS in_other,
         aa.university_id = $7 OR aa.author_id = $8::int4 IS TRUE AS in_university
  FROM analytics_author aa
  LEFT JOIN analytics_author_year hi ON hi.author_id = aa.author_id AND hi.year = $9
  LEFT JOIN analytics_author_year lo ON lo.author_id = aa.author_id AND lo.year = $10
  LEFT JOIN elsewhere e ON e.author_id = aa.author_id
  WHERE aa.university_id IS NOT NULL
  UNION ALL
  SELECT y.id, y.university_id, round((coalesce(f.papers, 0))::numeric, 2)::float8, round((coalesce(f.citations, 0))::numeric, 2)::float8, true, true, true
  FROM (VALUES ($11::int4, $12::int4)) y(id, university_id) LEFT JOIN fig f ON f.author_id = y.id
  WHERE y.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM analytics_author aa WHERE aa.author_id = y.id AND aa.university_id IS NOT NULL)
),
me AS MATERIALIZED (
  SELECT p.*, lower(a.last_name) COLLATE "und-x-icu" AS l, lower(a.first_name) COLLATE "und-x-icu" AS f
  FROM pop p JOIN authors a ON a.id = p.author_id WHERE p.author_id = $13::int4
),
ties AS MATERIALIZED (
  SELECT p.* FROM pop p JOIN authors a ON a.id = p.author_id, me
  WHERE p.papers = (SELECT papers FROM me) AND p.citations = (SELECT citations FROM me) AND p.author_id <> me.author_id
    AND (lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", a.id) < (me.l, me.f, me.author_id)
),
tie_counts AS (
  SELECT count(*) FILTER (WHERE in_school)::int AS school, count(*) FILTER (WHERE in_other)::int AS other,
         count(*) FILTER (WHERE in_university)::int AS university, count(*)::int AS "all"
  FROM ties
),
counts AS (
  SELECT count(*) FILTER (WHERE p.in_school)::int AS school, count(*) FILTER (WHERE p.in_other)::int AS other,
         count(*) FILTER (WHERE p.in_university)::int AS university, count(*)::int AS "all",
         count(*) FILTER (WHERE p.in_school AND (p.papers > me.papers OR (p.papers = me.papers AND p.citations > me.citations)))::int + (SELECT school FROM tie_counts) AS school_before,
         count(*) FILTER (WHERE p.in_other AND (p.papers > me.papers OR (p.papers = me.papers AND p.citations > me.citations)))::int + (SELECT other FROM tie_counts) AS other_before,
         count(*) FILTER (WHERE p.in_university AND (p.papers > me.papers OR (p.papers = me.papers AND p.citations > me.citations)))::int + (SELECT university FROM tie_counts) AS university_before,
         count(*) FILTER (WHERE (p.papers > me.papers OR (p.papers = me.papers AND p.citations > me.citations)))::int + (SELECT "all" FROM tie_counts) AS all_before
  FROM pop p LEFT JOIN me ON true
)

(
SELECT $14::text AS list, p.author_id, a.first_name, a.last_name, p.university_id, p.papers, p.citations,
       row_number() OVER (ORDER BY p.papers DESC, p.citations DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id)::int AS position, NULL::json AS counts
FROM (SELECT p.* FROM pop p WHERE p.in_school ORDER BY p.papers DESC, p.citations DESC
      FETCH FIRST ($15::int) ROWS WITH TIES) p
JOIN authors a ON a.id = p.author_id ORDER BY p.papers DESC, p.citations DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id LIMIT $16)
UNION ALL
(
SELECT $17::text AS list, p.author_id, a.first_name, a.last_name, p.university_id, p.papers, p.citations,
       row_number() OVER (ORDER BY p.papers DESC, p.citations DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id)::int AS position, NULL::json AS counts
FROM (SELECT p.* FROM pop p WHERE p.in_other ORDER BY p.papers DESC, p.citations DESC
      FETCH FIRST ($18::int) ROWS WITH TIES) p
JOIN authors a ON a.id = p.author_id ORDER BY p.papers DESC, p.citations DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id LIMIT $19)
UNION ALL
(SELECT 'you'::text, me.author_id, a.first_name, a.last_name, me.university_id, me.papers, me.citations, 0, NULL::json
 FROM me JOIN authors a ON a.id = me.author_id)
UNION ALL
SELECT 'counts'::text, 0, '', '', 0, 0, 0, 0, row_to_json(c) FROM counts c;

-- named journals, every row, without you
-- parameters: [[7,8],2020,2025,2020,2025,[3,9],1,1,3,null,null,1,null,null,0,null,"school","other"]
WITH fig AS MATERIALIZED (
WITH jp AS (
  SELECT p.id, p.year FROM papers p WHERE p.journal_id = ANY($1::int4[])
), ap AS (
  SELECT DISTINCT s.author_id, jp.id, jp.year FROM jp JOIN authorships s ON s.paper_id = jp.id WHERE s.author_id IS NOT NULL
), jc AS (
  SELECT c.paper_id, sum(c.count)::int AS received FROM citations c
  WHERE c.paper_id IN (SELECT id FROM jp) AND c.year BETWEEN $2 AND $3 GROUP BY c.paper_id
)
SELECT ap.author_id, (count(*) FILTER (WHERE ap.year BETWEEN $4 AND $5))::int AS papers,
       coalesce(sum(jc.received), 0)::int AS citations
FROM ap LEFT JOIN jc ON jc.paper_id = ap.id GROUP BY ap.author_id),
elsewhere AS MATERIALIZED (
  SELECT DISTINCT x.author_id FROM analytics_author x CROSS JOIN LATERAL unnest(x.department_ids) d(id)
  JOIN unnest($6::int4[]) s(id) ON s.id = d.id
  WHERE x.university_id IS NOT NULL AND x.university_id <> $7
),
pop AS MATERIALIZED (
  SELECT aa.author_id, aa.university_id, coalesce(f.papers, 0) AS papers, coalesce(f.citations, 0) AS citations,
         (aa.university_id = $8 AND $9::int4 = ANY(aa.department_ids)) OR aa.author_id = $10::int4 IS TRUE AS in_school,
         e.author_id IS NOT NULL OR aa.author_id = $11::int4 IS TRUE AS in_other,
         aa.university_id = $12 OR aa.author_id = $13::int4 IS TRUE AS in_university
  FROM analytics_author aa
  LEFT JOIN fig f ON f.author_id = aa.author_id
  LEFT JOIN elsewhere e ON e.author_id = aa.author_id
  WHERE aa.university_id IS NOT NULL
  UNION ALL
  SELECT y.id, y.university_id, coalesce(f.papers, 0), coalesce(f.citations, 0), true, true, true
  FROM (VALUES ($14::int4, $15::int4)) y(id, university_id) LEFT JOIN fig f ON f.author_id = y.id
  WHERE y.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM analytics_author aa WHERE aa.author_id = y.id AND aa.university_id IS NOT NULL)
),
me AS MATERIALIZED (
  SELECT p.*, lower(a.last_name) COLLATE "und-x-icu" AS l, lower(a.first_name) COLLATE "und-x-icu" AS f
  FROM pop p JOIN authors a ON a.id = p.author_id WHERE p.author_id = $16::int4
),
ties AS MATERIALIZED (
  SELECT p.* FROM pop p JOIN authors a ON a.id = p.author_id, me
  WHERE p.papers = (SELECT papers FROM me) AND p.citations = (SELECT citations FROM me) AND p.author_id <> me.author_id
    AND (lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", a.id) < (me.l, me.f, me.author_id)
),
tie_counts AS (
  SELECT count(*) FILTER (WHERE in_school)::int AS school, count(*) FILTER (WHERE in_other)::int AS other,
         count(*) FILTER (WHERE in_university)::int AS university, count(*)::int AS "all"
  FROM ties
),
counts AS (
  SELECT count(*) FILTER (WHERE p.in_school)::int AS school, count(*) FILTER (WHERE p.in_other)::int AS other,
         count(*) FILTER (WHERE p.in_university)::int AS university, count(*)::int AS "all",
         count(*) FILTER (WHERE p.in_school AND (p.citations > me.citations OR (p.citations = me.citations AND p.papers > me.papers)))::int + (SELECT school FROM tie_counts) AS school_before,
         count(*) FILTER (WHERE p.in_other AND (p.citations > me.citations OR (p.citations = me.citations AND p.papers > me.papers)))::int + (SELECT other FROM tie_counts) AS other_before,
         count(*) FILTER (WHERE p.in_university AND (p.citations > me.citations OR (p.citations = me.citations AND p.papers > me.papers)))::int + (SELECT university FROM tie_counts) AS university_before,
         count(*) FILTER (WHERE (p.citations > me.citations OR (p.citations = me.citations AND p.papers > me.papers)))::int + (SELECT "all" FROM tie_counts) AS all_before
  FROM pop p LEFT JOIN me ON true
)

(
SELECT $17::text AS list, p.author_id, a.first_name, a.last_name, p.university_id, p.papers, p.citations,
       row_number() OVER (ORDER BY p.citations DESC, p.papers DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id)::int AS position, NULL::json AS counts
FROM (SELECT p.* FROM pop p WHERE p.in_school ORDER BY p.citations DESC, p.papers DESC
      ) p
JOIN authors a ON a.id = p.author_id ORDER BY p.citations DESC, p.papers DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id LIMIT ALL)
UNION ALL
(
SELECT $18::text AS list, p.author_id, a.first_name, a.last_name, p.university_id, p.papers, p.citations,
       row_number() OVER (ORDER BY p.citations DESC, p.papers DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id)::int AS position, NULL::json AS counts
FROM (SELECT p.* FROM pop p WHERE p.in_other ORDER BY p.citations DESC, p.papers DESC
      ) p
JOIN authors a ON a.id = p.author_id ORDER BY p.citations DESC, p.papers DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id LIMIT ALL)
UNION ALL
(SELECT 'you'::text, me.author_id, a.first_name, a.last_name, me.university_id, me.papers, me.citations, 0, NULL::json
 FROM me JOIN authors a ON a.id = me.author_id)
UNION ALL
SELECT 'counts'::text, 0, '', '', 0, 0, 0, 0, row_to_json(c) FROM counts c;
