-- analytics.rankingPage: generated from services/api/src/domains/analytics/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- all time, every journal, sorted by a figure: rankingPageQuery(ranking)
-- parameters: [[1,2],2025,2025,25,0]
WITH m AS (
SELECT a.author_id, a.university_id, a.h_index, a.career_start_year,
       a.school_paper_share_5y, a.school_paper_share_10y, a.school_paper_share_overall,
       a.school_citation_share_5y, a.school_citation_share_10y, a.school_citation_share_overall,
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
-- parameters: [2025,2015,[1,2],[1,2],["f"],[3],2016,2016,2025,2016,2016,2016,2016,2025,2016,2016,25,25]
WITH m AS (
SELECT a.author_id, a.university_id, a.h_index, a.career_start_year,
       a.school_paper_share_5y, a.school_paper_share_10y, a.school_paper_share_overall,
       a.school_citation_share_5y, a.school_citation_share_10y, a.school_citation_share_overall,
       ((coalesce(hi.frac_papers_a, 0) - coalesce(lo.frac_papers_a, 0)) + (coalesce(hi.frac_papers_a_minus, 0) - coalesce(lo.frac_papers_a_minus, 0)))::float8 AS total_papers,
       ((coalesce(hi.frac_citations_a, 0) - coalesce(lo.frac_citations_a, 0)) + (coalesce(hi.frac_citations_a_minus, 0) - coalesce(lo.frac_citations_a_minus, 0)))::float8 AS total_citations,
       ((coalesce(hi.solo_a, 0) - coalesce(lo.solo_a, 0)) + (coalesce(hi.solo_a_minus, 0) - coalesce(lo.solo_a_minus, 0)))::float8 AS solo_papers,
       ((coalesce(hi.frac_papers_a, 0) - coalesce(lo.frac_papers_a, 0)))::float8 AS a_papers,
       ((coalesce(hi.frac_papers_a_minus, 0) - coalesce(lo.frac_papers_a_minus, 0)))::float8 AS a_minus_papers,
       (0)::float8 AS b_papers
FROM analytics_author a LEFT JOIN analytics_author_year hi ON hi.author_id = a.author_id AND hi.year = $1
      LEFT JOIN analytics_author_year lo ON lo.author_id = a.author_id AND lo.year = $2
WHERE a.university_id = ANY($3::int4[]) AND a.rank_code = ANY($4::int2[]) AND a.gender = ANY($5::text[]) AND a.department_ids && $6::int4[]),
y AS (
  SELECT m.*,
         CASE WHEN m.total_papers > 0 THEN m.solo_papers * 100.0 / m.total_papers ELSE 0 END AS percent_solo,
         m.total_papers / (CASE WHEN greatest(coalesce(m.career_start_year, $7), $8) IS NULL THEN 1 ELSE greatest(1, $9 - greatest(coalesce(m.career_start_year, $10), $11) + 1) END) AS papers_per_year,
         m.total_citations / (CASE WHEN greatest(coalesce(m.career_start_year, $12), $13) IS NULL THEN 1 ELSE greatest(1, $14 - greatest(coalesce(m.career_start_year, $15), $16) + 1) END) AS citations_per_year
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
  LIMIT $17 OFFSET $18
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
  SELECT a.author_id, a.university_id, a.h_index, a.career_start_year,
         a.school_paper_share_5y, a.school_paper_share_10y, a.school_paper_share_overall,
         a.school_citation_share_5y, a.school_citation_share_10y, a.school_citation_share_overall
  FROM analytics_author a WHERE a.university_id = ANY($1::int4[])
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
-- parameters: [[1,2],[1,2],["f"],[3],[7,8],[0,1],2016,2025,2016,2025,2016,2025,2016,2025,2016,2025,2016,2016,2025,2016,2016,2016,2016,2025,2016,2016,25,25]
WITH m AS (
WITH base AS (
  SELECT a.author_id, a.university_id, a.h_index, a.career_start_year,
         a.school_paper_share_5y, a.school_paper_share_10y, a.school_paper_share_overall,
         a.school_citation_share_5y, a.school_citation_share_10y, a.school_citation_share_overall
  FROM analytics_author a WHERE a.university_id = ANY($1::int4[]) AND a.rank_code = ANY($2::int2[]) AND a.gender = ANY($3::text[]) AND a.department_ids && $4::int4[]
), jp AS (
  SELECT ap.author_id, ap.paper_id, ap.year, ap.tier, ap.author_count AS authors,
         ap.citations, ap.citations_5y, ap.citations_10y
  FROM base b
  JOIN analytics_author_paper ap ON ap.author_id = b.author_id
  WHERE ap.journal_id = ANY($5::int4[])
    AND ap.tier = ANY($6::int2[])
), per_author AS (
  SELECT jp.author_id,
         sum(CASE WHEN (jp.year BETWEEN $7 AND $8) THEN (1.0 / greatest(jp.authors, 1)) ELSE 0 END) AS total_papers,
         sum(jp.citations_10y * (1.0 / greatest(jp.authors, 1))) AS total_citations,
         sum(CASE WHEN (jp.year BETWEEN $9 AND $10) AND jp.authors < 2 THEN 1 ELSE 0 END) AS solo_papers,
         sum(CASE WHEN (jp.year BETWEEN $11 AND $12) AND jp.tier = 0 THEN (1.0 / greatest(jp.authors, 1)) ELSE 0 END) AS a_papers,
         sum(CASE WHEN (jp.year BETWEEN $13 AND $14) AND jp.tier = 1 THEN (1.0 / greatest(jp.authors, 1)) ELSE 0 END) AS a_minus_papers,
         sum(CASE WHEN (jp.year BETWEEN $15 AND $16) AND jp.tier = 2 THEN (1.0 / greatest(jp.authors, 1)) ELSE 0 END) AS b_papers
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
         m.total_papers / (CASE WHEN greatest(coalesce(m.career_start_year, $17), $18) IS NULL THEN 1 ELSE greatest(1, $19 - greatest(coalesce(m.career_start_year, $20), $21) + 1) END) AS papers_per_year,
         m.total_citations / (CASE WHEN greatest(coalesce(m.career_start_year, $22), $23) IS NULL THEN 1 ELSE greatest(1, $24 - greatest(coalesce(m.career_start_year, $25), $26) + 1) END) AS citations_per_year
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
  LIMIT $27 OFFSET $28
)
SELECT r.*, au.first_name, au.last_name, au.position, au.gender, au.marker, u.name AS univ_name
FROM page r
JOIN authors au ON au.id = r.author_id
LEFT JOIN universities u ON u.id = r.university_id
ORDER BY "r"."school_paper_share_5y" ASC, r.author_id;
