-- analytics.rankingPage: generated from services/api/src/domains/analytics/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- all time, every journal, sorted by a figure: rankingPageQuery(ranking)
-- parameters: [[1,2],2025,2025,25,0]
WITH m AS (
SELECT a.author_id, a.university_id, a.h_index, a.career_start_year, a.school_paper_share_5y, a.school_paper_share_10y, a.school_paper_share_overall, a.school_citation_share_5y, a.school_citation_share_10y, a.school_citation_share_overall,
       (a.papers_a + a.papers_a_minus + a.papers_b + a.papers_unranked)::float8 AS total_papers,
       (a.citations_a + a.citations_a_minus + a.citations_b + a.citations_unranked)::float8 AS total_citations,
       (a.solo_a + a.solo_a_minus + a.solo_b + a.solo_unranked)::float8 AS solo_papers,
       (a.papers_a)::float8 AS a_papers,
       (a.papers_a_minus)::float8 AS a_minus_papers,
       (a.papers_b)::float8 AS b_papers
FROM analytics_author a
WHERE a.university_id = ANY($1::int4[])),
y AS (
  SELECT m.*,
         CASE WHEN m.total_papers > 0 THEN m.solo_papers * 100.0 / m.total_papers ELSE 0 END AS percent_solo,
         m.total_papers / (CASE WHEN m.career_start_year IS NULL THEN 1 ELSE greatest(1, $2 - m.career_start_year + 1) END) AS papers_per_year,
         m.total_citations / (CASE WHEN m.career_start_year IS NULL THEN 1 ELSE greatest(1, $3 - m.career_start_year + 1) END) AS citations_per_year
  FROM m
), r AS (
  SELECT y.*,
         (avg(y.total_papers) OVER ())::float8 AS avg_total_papers, (avg(y.total_citations) OVER ())::float8 AS avg_total_citations,
         (avg(y.h_index) OVER ())::float8 AS avg_h_index, (avg(y.papers_per_year) OVER ())::float8 AS avg_papers_per_year,
         (avg(y.citations_per_year) OVER ())::float8 AS avg_citations_per_year
  FROM y
), page AS (
  SELECT r.* FROM r
  ORDER BY "r"."total_papers" DESC, r.author_id
  LIMIT $4 OFFSET $5
)
SELECT r.*, au.first_name, au.last_name, au.position, au.gender, au.marker, u.name AS univ_name
FROM page r
JOIN authors au ON au.id = r.author_id
LEFT JOIN universities u ON u.id = r.university_id
ORDER BY "r"."total_papers" DESC, r.author_id;

-- a year window, fractional, A and A- only, rank/gender/department filters
-- parameters: [2025,2015,2025,2020,2015,[1,2],[1,2],[1,2],["f"],[3],2016,2016,2025,2016,2016,2016,2016,2025,2016,2016,25,25]
WITH m AS (
SELECT a.author_id, a.university_id, a.h_index, a.career_start_year, coalesce(fs.school_paper_share_5y, 0)::float8 AS school_paper_share_5y, coalesce(fs.school_paper_share_10y, 0)::float8 AS school_paper_share_10y, coalesce(fs.school_paper_share_overall, 0)::float8 AS school_paper_share_overall, coalesce(fs.school_citation_share_5y, 0)::float8 AS school_citation_share_5y, coalesce(fs.school_citation_share_10y, 0)::float8 AS school_citation_share_10y, coalesce(fs.school_citation_share_overall, 0)::float8 AS school_citation_share_overall,
       ((coalesce(hi.frac_papers_a, 0) - coalesce(lo.frac_papers_a, 0)) + (coalesce(hi.frac_papers_a_minus, 0) - coalesce(lo.frac_papers_a_minus, 0)))::float8 AS total_papers,
       ((coalesce(hi.frac_citations_a, 0) - coalesce(lo.frac_citations_a, 0)) + (coalesce(hi.frac_citations_a_minus, 0) - coalesce(lo.frac_citations_a_minus, 0)))::float8 AS total_citations,
       ((coalesce(hi.solo_a, 0) - coalesce(lo.solo_a, 0)) + (coalesce(hi.solo_a_minus, 0) - coalesce(lo.solo_a_minus, 0)))::float8 AS solo_papers,
       ((coalesce(hi.frac_papers_a, 0) - coalesce(lo.frac_papers_a, 0)))::float8 AS a_papers,
       ((coalesce(hi.frac_papers_a_minus, 0) - coalesce(lo.frac_papers_a_minus, 0)))::float8 AS a_minus_papers,
       (0)::float8 AS b_papers
FROM analytics_author a LEFT JOIN analytics_author_year hi ON hi.author_id = a.author_id AND hi.year = $1
      LEFT JOIN analytics_author_year lo ON lo.author_id = a.author_id AND lo.year = $2 LEFT JOIN (
WITH o AS MATERIALIZED (
  SELECT a.author_id, a.university_id,
         coalesce(n.frac_papers_a + n.frac_papers_a_minus + n.frac_papers_b + n.frac_papers_unranked, 0) - coalesce(f5.frac_papers_a + f5.frac_papers_a_minus + f5.frac_papers_b + f5.frac_papers_unranked, 0) AS p5, coalesce(n.frac_papers_a + n.frac_papers_a_minus + n.frac_papers_b + n.frac_papers_unranked, 0) - coalesce(f10.frac_papers_a + f10.frac_papers_a_minus + f10.frac_papers_b + f10.frac_papers_unranked, 0) AS p10, a.frac_papers_a + a.frac_papers_a_minus + a.frac_papers_b + a.frac_papers_unranked AS p_all,
         coalesce(n.frac_citations_a + n.frac_citations_a_minus + n.frac_citations_b + n.frac_citations_unranked, 0) - coalesce(f5.frac_citations_a + f5.frac_citations_a_minus + f5.frac_citations_b + f5.frac_citations_unranked, 0) AS c5, coalesce(n.frac_citations_a + n.frac_citations_a_minus + n.frac_citations_b + n.frac_citations_unranked, 0) - coalesce(f10.frac_citations_a + f10.frac_citations_a_minus + f10.frac_citations_b + f10.frac_citations_unranked, 0) AS c10, a.frac_citations_a + a.frac_citations_a_minus + a.frac_citations_b + a.frac_citations_unranked AS c_all
  FROM analytics_author a
  LEFT JOIN analytics_author_year n ON n.author_id = a.author_id AND n.year = $3
  LEFT JOIN analytics_author_year f5 ON f5.author_id = a.author_id AND f5.year = $4
  LEFT JOIN analytics_author_year f10 ON f10.author_id = a.author_id AND f10.year = $5
  WHERE a.university_id = ANY($6::int4[])
), s AS (
  SELECT university_id, sum(p5 ORDER BY author_id) AS p5, sum(p10 ORDER BY author_id) AS p10, sum(p_all ORDER BY author_id) AS p_all, sum(c5 ORDER BY author_id) AS c5, sum(c10 ORDER BY author_id) AS c10, sum(c_all ORDER BY author_id) AS c_all
  FROM o GROUP BY university_id
)
SELECT o.author_id,
       CASE WHEN s.p5 > 0 THEN o.p5 * 100 / s.p5 ELSE 0 END AS school_paper_share_5y, CASE WHEN s.p10 > 0 THEN o.p10 * 100 / s.p10 ELSE 0 END AS school_paper_share_10y, CASE WHEN s.p_all > 0 THEN o.p_all * 100 / s.p_all ELSE 0 END AS school_paper_share_overall,
       CASE WHEN s.c5 > 0 THEN o.c5 * 100 / s.c5 ELSE 0 END AS school_citation_share_5y, CASE WHEN s.c10 > 0 THEN o.c10 * 100 / s.c10 ELSE 0 END AS school_citation_share_10y, CASE WHEN s.c_all > 0 THEN o.c_all * 100 / s.c_all ELSE 0 END AS school_citation_share_overall
FROM o JOIN s ON s.university_id = o.university_id) fs ON fs.author_id = a.author_id
WHERE a.university_id = ANY($7::int4[]) AND a.rank_code = ANY($8::int2[]) AND a.gender = ANY($9::text[]) AND a.department_ids && $10::int4[]),
y AS (
  SELECT m.*,
         CASE WHEN m.total_papers > 0 THEN m.solo_papers * 100.0 / m.total_papers ELSE 0 END AS percent_solo,
         m.total_papers / (CASE WHEN greatest(coalesce(m.career_start_year, $11), $12) IS NULL THEN 1 ELSE greatest(1, $13 - greatest(coalesce(m.career_start_year, $14), $15) + 1) END) AS papers_per_year,
         m.total_citations / (CASE WHEN greatest(coalesce(m.career_start_year, $16), $17) IS NULL THEN 1 ELSE greatest(1, $18 - greatest(coalesce(m.career_start_year, $19), $20) + 1) END) AS citations_per_year
  FROM m
), r AS (
  SELECT y.*,
         (avg(y.total_papers) OVER ())::float8 AS avg_total_papers, (avg(y.total_citations) OVER ())::float8 AS avg_total_citations,
         (avg(y.h_index) OVER ())::float8 AS avg_h_index, (avg(y.papers_per_year) OVER ())::float8 AS avg_papers_per_year,
         (avg(y.citations_per_year) OVER ())::float8 AS avg_citations_per_year
  FROM y
), page AS (
  SELECT r.* FROM r
  ORDER BY "r"."school_paper_share_5y" ASC, r.author_id
  LIMIT $21 OFFSET $22
)
SELECT r.*, au.first_name, au.last_name, au.position, au.gender, au.marker, u.name AS univ_name
FROM page r
JOIN authors au ON au.id = r.author_id
LEFT JOIN universities u ON u.id = r.university_id
ORDER BY "r"."school_paper_share_5y" ASC, r.author_id;

-- named journals, all time, sorted by last name
-- parameters: [[1,2],[7,8],2025,2025,25,0]
WITH m AS (
WITH base AS (
  SELECT a.author_id, a.university_id, a.h_index, a.career_start_year, a.school_paper_share_5y, a.school_paper_share_10y, a.school_paper_share_overall, a.school_citation_share_5y, a.school_citation_share_10y, a.school_citation_share_overall
  FROM analytics_author a  WHERE a.university_id = ANY($1::int4[])
), jp AS (
  SELECT ap.author_id, ap.paper_id, ap.year, ap.tier, ap.author_count AS authors,
         ap.citations, ap.citations_5y, ap.citations_10y
  FROM base b
  JOIN analytics_author_paper ap ON ap.author_id = b.author_id
  WHERE ap.journal_id = ANY($2::int4[])

), per_author AS (
  SELECT jp.author_id,
         sum(CASE WHEN true THEN 1.0 ELSE 0 END) AS total_papers,
         sum(jp.citations * 1.0) AS total_citations,
         sum(CASE WHEN true AND jp.authors < 2 THEN 1 ELSE 0 END) AS solo_papers,
         sum(CASE WHEN true AND jp.tier = 0 THEN 1.0 ELSE 0 END) AS a_papers,
         sum(CASE WHEN true AND jp.tier = 1 THEN 1.0 ELSE 0 END) AS a_minus_papers,
         sum(CASE WHEN true AND jp.tier = 2 THEN 1.0 ELSE 0 END) AS b_papers
  FROM jp
  GROUP BY jp.author_id
)
SELECT base.*,
       coalesce(pa.total_papers, 0)::float8 AS total_papers, coalesce(pa.total_citations, 0)::float8 AS total_citations,
       coalesce(pa.solo_papers, 0)::float8 AS solo_papers, coalesce(pa.a_papers, 0)::float8 AS a_papers,
       coalesce(pa.a_minus_papers, 0)::float8 AS a_minus_papers, coalesce(pa.b_papers, 0)::float8 AS b_papers
FROM base LEFT JOIN per_author pa ON pa.author_id = base.author_id),
y AS (
  SELECT m.*,
         CASE WHEN m.total_papers > 0 THEN m.solo_papers * 100.0 / m.total_papers ELSE 0 END AS percent_solo,
         m.total_papers / (CASE WHEN m.career_start_year IS NULL THEN 1 ELSE greatest(1, $3 - m.career_start_year + 1) END) AS papers_per_year,
         m.total_citations / (CASE WHEN m.career_start_year IS NULL THEN 1 ELSE greatest(1, $4 - m.career_start_year + 1) END) AS citations_per_year
  FROM m
), r AS (
  SELECT y.*,
         (avg(y.total_papers) OVER ())::float8 AS avg_total_papers, (avg(y.total_citations) OVER ())::float8 AS avg_total_citations,
         (avg(y.h_index) OVER ())::float8 AS avg_h_index, (avg(y.papers_per_year) OVER ())::float8 AS avg_papers_per_year,
         (avg(y.citations_per_year) OVER ())::float8 AS avg_citations_per_year
  FROM y
), page AS (
  SELECT r.* FROM r JOIN authors au ON au.id = r.author_id
  ORDER BY lower(au.last_name) ASC, lower(au.first_name) ASC, r.author_id
  LIMIT $5 OFFSET $6
)
SELECT r.*, au.first_name, au.last_name, au.position, au.gender, au.marker, u.name AS univ_name
FROM page r
JOIN authors au ON au.id = r.author_id
LEFT JOIN universities u ON u.id = r.university_id
ORDER BY lower(au.last_name) ASC, lower(au.first_name) ASC, r.author_id;

-- named journals in a year window, A and A- only
-- parameters: [2025,2020,2015,[1,2],[1,2],[1,2],["f"],[3],[7,8],[0,1],2016,2025,2016,2025,2016,2025,2016,2025,2016,2025,2016,2016,2025,2016,2016,2016,2016,2025,2016,2016,25,25]
WITH m AS (
WITH base AS (
  SELECT a.author_id, a.university_id, a.h_index, a.career_start_year, coalesce(fs.school_paper_share_5y, 0)::float8 AS school_paper_share_5y, coalesce(fs.school_paper_share_10y, 0)::float8 AS school_paper_share_10y, coalesce(fs.school_paper_share_overall, 0)::float8 AS school_paper_share_overall, coalesce(fs.school_citation_share_5y, 0)::float8 AS school_citation_share_5y, coalesce(fs.school_citation_share_10y, 0)::float8 AS school_citation_share_10y, coalesce(fs.school_citation_share_overall, 0)::float8 AS school_citation_share_overall
  FROM analytics_author a LEFT JOIN (
WITH o AS MATERIALIZED (
  SELECT a.author_id, a.university_id,
         coalesce(n.frac_papers_a + n.frac_papers_a_minus + n.frac_papers_b + n.frac_papers_unranked, 0) - coalesce(f5.frac_papers_a + f5.frac_papers_a_minus + f5.frac_papers_b + f5.frac_papers_unranked, 0) AS p5, coalesce(n.frac_papers_a + n.frac_papers_a_minus + n.frac_papers_b + n.frac_papers_unranked, 0) - coalesce(f10.frac_papers_a + f10.frac_papers_a_minus + f10.frac_papers_b + f10.frac_papers_unranked, 0) AS p10, a.frac_papers_a + a.frac_papers_a_minus + a.frac_papers_b + a.frac_papers_unranked AS p_all,
         coalesce(n.frac_citations_a + n.frac_citations_a_minus + n.frac_citations_b + n.frac_citations_unranked, 0) - coalesce(f5.frac_citations_a + f5.frac_citations_a_minus + f5.frac_citations_b + f5.frac_citations_unranked, 0) AS c5, coalesce(n.frac_citations_a + n.frac_citations_a_minus + n.frac_citations_b + n.frac_citations_unranked, 0) - coalesce(f10.frac_citations_a + f10.frac_citations_a_minus + f10.frac_citations_b + f10.frac_citations_unranked, 0) AS c10, a.frac_citations_a + a.frac_citations_a_minus + a.frac_citations_b + a.frac_citations_unranked AS c_all
  FROM analytics_author a
  LEFT JOIN analytics_author_year n ON n.author_id = a.author_id AND n.year = $1
  LEFT JOIN analytics_author_year f5 ON f5.author_id = a.author_id AND f5.year = $2
  LEFT JOIN analytics_author_year f10 ON f10.author_id = a.author_id AND f10.year = $3
  WHERE a.university_id = ANY($4::int4[])
), s AS (
  SELECT university_id, sum(p5 ORDER BY author_id) AS p5, sum(p10 ORDER BY author_id) AS p10, sum(p_all ORDER BY author_id) AS p_all, sum(c5 ORDER BY author_id) AS c5, sum(c10 ORDER BY author_id) AS c10, sum(c_all ORDER BY author_id) AS c_all
  FROM o GROUP BY university_id
)
SELECT o.author_id,
       CASE WHEN s.p5 > 0 THEN o.p5 * 100 / s.p5 ELSE 0 END AS school_paper_share_5y, CASE WHEN s.p10 > 0 THEN o.p10 * 100 / s.p10 ELSE 0 END AS school_paper_share_10y, CASE WHEN s.p_all > 0 THEN o.p_all * 100 / s.p_all ELSE 0 END AS school_paper_share_overall,
       CASE WHEN s.c5 > 0 THEN o.c5 * 100 / s.c5 ELSE 0 END AS school_citation_share_5y, CASE WHEN s.c10 > 0 THEN o.c10 * 100 / s.c10 ELSE 0 END AS school_citation_share_10y, CASE WHEN s.c_all > 0 THEN o.c_all * 100 / s.c_all ELSE 0 END AS school_citation_share_overall
FROM o JOIN s ON s.university_id = o.university_id) fs ON fs.author_id = a.author_id WHERE a.university_id = ANY($5::int4[]) AND a.rank_code = ANY($6::int2[]) AND a.gender = ANY($7::text[]) AND a.department_ids && $8::int4[]
), jp AS (
  SELECT ap.author_id, ap.paper_id, ap.year, ap.tier, ap.author_count AS authors,
         ap.citations, ap.citations_5y, ap.citations_10y
  FROM base b
  JOIN analytics_author_paper ap ON ap.author_id = b.author_id
  WHERE ap.journal_id = ANY($9::int4[])
    AND ap.tier = ANY($10::int2[])
), per_author AS (
  SELECT jp.author_id,
         sum(CASE WHEN (jp.year BETWEEN $11 AND $12) THEN (1.0 / greatest(jp.authors, 1)) ELSE 0 END) AS total_papers,
         sum(jp.citations_10y * (1.0 / greatest(jp.authors, 1))) AS total_citations,
         sum(CASE WHEN (jp.year BETWEEN $13 AND $14) AND jp.authors < 2 THEN 1 ELSE 0 END) AS solo_papers,
         sum(CASE WHEN (jp.year BETWEEN $15 AND $16) AND jp.tier = 0 THEN (1.0 / greatest(jp.authors, 1)) ELSE 0 END) AS a_papers,
         sum(CASE WHEN (jp.year BETWEEN $17 AND $18) AND jp.tier = 1 THEN (1.0 / greatest(jp.authors, 1)) ELSE 0 END) AS a_minus_papers,
         sum(CASE WHEN (jp.year BETWEEN $19 AND $20) AND jp.tier = 2 THEN (1.0 / greatest(jp.authors, 1)) ELSE 0 END) AS b_papers
  FROM jp
  GROUP BY jp.author_id
)
SELECT base.*,
       coalesce(pa.total_papers, 0)::float8 AS total_papers, coalesce(pa.total_citations, 0)::float8 AS total_citations,
       coalesce(pa.solo_papers, 0)::float8 AS solo_papers, coalesce(pa.a_papers, 0)::float8 AS a_papers,
       coalesce(pa.a_minus_papers, 0)::float8 AS a_minus_papers, coalesce(pa.b_papers, 0)::float8 AS b_papers
FROM base LEFT JOIN per_author pa ON pa.author_id = base.author_id),
y AS (
  SELECT m.*,
         CASE WHEN m.total_papers > 0 THEN m.solo_papers * 100.0 / m.total_papers ELSE 0 END AS percent_solo,
         m.total_papers / (CASE WHEN greatest(coalesce(m.career_start_year, $21), $22) IS NULL THEN 1 ELSE greatest(1, $23 - greatest(coalesce(m.career_start_year, $24), $25) + 1) END) AS papers_per_year,
         m.total_citations / (CASE WHEN greatest(coalesce(m.career_start_year, $26), $27) IS NULL THEN 1 ELSE greatest(1, $28 - greatest(coalesce(m.career_start_year, $29), $30) + 1) END) AS citations_per_year
  FROM m
), r AS (
  SELECT y.*,
         (avg(y.total_papers) OVER ())::float8 AS avg_total_papers, (avg(y.total_citations) OVER ())::float8 AS avg_total_citations,
         (avg(y.h_index) OVER ())::float8 AS avg_h_index, (avg(y.papers_per_year) OVER ())::float8 AS avg_papers_per_year,
         (avg(y.citations_per_year) OVER ())::float8 AS avg_citations_per_year
  FROM y
), page AS (
  SELECT r.* FROM r
  ORDER BY "r"."school_paper_share_5y" ASC, r.author_id
  LIMIT $31 OFFSET $32
)
SELECT r.*, au.first_name, au.last_name, au.position, au.gender, au.marker, u.name AS univ_name
FROM page r
JOIN authors au ON au.id = r.author_id
LEFT JOIN universities u ON u.id = r.university_id
ORDER BY "r"."school_paper_share_5y" ASC, r.author_id;
