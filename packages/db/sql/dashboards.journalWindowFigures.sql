-- dashboards.journalWindowFigures: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- journalWindowFiguresQuery([7, 8], 2016, 2025)
-- parameters: [[7,8],2016,2025,2016,2025]
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
FROM ap LEFT JOIN jc ON jc.paper_id = ap.id GROUP BY ap.author_id;

-- fractional: journalWindowFiguresQuery([7, 8], 2016, 2025, 'fractional')
-- parameters: [[7,8],2016,2025,2016,2025]
WITH jp AS (
  SELECT p.id, p.year, 1.0 / greatest((SELECT count(*) FROM authorships x WHERE x.paper_id = p.id), 1) AS credit
  FROM papers p WHERE p.journal_id = ANY($1::int4[])
), ap AS (
  SELECT DISTINCT s.author_id, jp.id, jp.year, jp.credit FROM jp JOIN authorships s ON s.paper_id = jp.id WHERE s.author_id IS NOT NULL
), jc AS (
  SELECT c.paper_id, sum(c.count)::int AS received FROM citations c
  WHERE c.paper_id IN (SELECT id FROM jp) AND c.year BETWEEN $2 AND $3 GROUP BY c.paper_id
)
SELECT ap.author_id, coalesce(sum(ap.credit) FILTER (WHERE ap.year BETWEEN $4 AND $5), 0)::float8 AS papers,
       coalesce(sum(jc.received * ap.credit), 0)::float8 AS citations
FROM ap LEFT JOIN jc ON jc.paper_id = ap.id GROUP BY ap.author_id;
