-- dashboards.groupFigurePapers: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- school, full, current: groupFigurePapersQuery(1, null, 2020, 2025, ..., 'papers')
-- parameters: [1,2020,2025,2020,2025]
WITH authored AS MATERIALIZED (
  SELECT DISTINCT s.paper_id, s.author_id FROM authorships s
  WHERE s.author_id = ANY(ARRAY(SELECT a.id FROM authors a WHERE a.university_id = $1 AND a.merged_into_id IS NULL))

), grouped AS (
  SELECT au.paper_id, count(DISTINCT au.author_id) AS members FROM authored au

  GROUP BY au.paper_id
), facts AS MATERIALIZED (
  SELECT p.id AS paper_id, p.title, p.year, p.journal_id, coalesce(p.year BETWEEN $2 AND $3, false) AS published,
         coalesce((SELECT sum(c.count) FROM citations c WHERE c.paper_id = p.id AND c.count > 0 AND c.year BETWEEN $4 AND $5), 0)::float8 AS received,
         greatest((SELECT count(*) FROM authorships x WHERE x.paper_id = p.id), 1)::int AS authors
  FROM papers p WHERE p.id = ANY(ARRAY(SELECT paper_id FROM grouped))

)
SELECT f.paper_id, f.title, j.name AS journal, j.tier, f.year, f.authors AS author_count, f.published, f.received, (1.0)::float8 AS credit,
       coalesce((
         SELECT string_agg(coalesce(nullif(trim(concat_ws(' ', s.printed_first_name, nullif(s.printed_mid_name, ''), s.printed_last_name)), ''),
                                    trim(concat_ws(' ', a.first_name, a.last_name)), '?'), ', ' ORDER BY s.position)
         FROM authorships s LEFT JOIN authors a ON a.id = s.author_id WHERE s.paper_id = f.paper_id
       ), '') AS authors
FROM grouped g JOIN facts f ON f.paper_id = g.paper_id LEFT JOIN journals j ON j.id = f.journal_id
WHERE f.published
ORDER BY f.year DESC NULLS LAST, f.title, f.paper_id;

-- department, fractional, at publication: groupFigurePapersQuery(1, 3, 2020, 2025, ..., 'citations')
-- parameters: [1,1,1,3,2020,2025,2020,2025]
WITH authored AS MATERIALIZED (
  SELECT DISTINCT s.paper_id, s.author_id FROM authorships s
  WHERE s.author_id = ANY(ARRAY(SELECT a.id FROM authors a WHERE a.university_id = $1 AND a.merged_into_id IS NULL))
    AND coalesce(s.university_id, $2) = $3
), grouped AS (
  SELECT au.paper_id, count(DISTINCT au.author_id) AS members FROM authored au
  JOIN author_departments ad ON ad.author_id = au.author_id AND ad.department_id = $4
  GROUP BY au.paper_id
), facts AS MATERIALIZED (
  SELECT p.id AS paper_id, p.title, p.year, p.journal_id, coalesce(p.year BETWEEN $5 AND $6, false) AS published,
         coalesce((SELECT sum(c.count) FROM citations c WHERE c.paper_id = p.id AND c.count > 0 AND c.year BETWEEN $7 AND $8), 0)::float8 AS received,
         greatest((SELECT count(*) FROM authorships x WHERE x.paper_id = p.id), 1)::int AS authors
  FROM papers p WHERE p.id = ANY(ARRAY(SELECT paper_id FROM grouped))

)
SELECT f.paper_id, f.title, j.name AS journal, j.tier, f.year, f.authors AS author_count, f.published, f.received, (least(g.members, f.authors)::float8 / f.authors)::float8 AS credit,
       coalesce((
         SELECT string_agg(coalesce(nullif(trim(concat_ws(' ', s.printed_first_name, nullif(s.printed_mid_name, ''), s.printed_last_name)), ''),
                                    trim(concat_ws(' ', a.first_name, a.last_name)), '?'), ', ' ORDER BY s.position)
         FROM authorships s LEFT JOIN authors a ON a.id = s.author_id WHERE s.paper_id = f.paper_id
       ), '') AS authors
FROM grouped g JOIN facts f ON f.paper_id = g.paper_id LEFT JOIN journals j ON j.id = f.journal_id
WHERE f.received > 0
ORDER BY f.year DESC NULLS LAST, f.title, f.paper_id;

-- Hire Impact, school all time in two journals: groupFigurePapersQuery(1, null, 0, 2025, ..., 'papers')
-- parameters: [1,0,2025,0,2025,[7,8]]
WITH authored AS MATERIALIZED (
  SELECT DISTINCT s.paper_id, s.author_id FROM authorships s
  WHERE s.author_id = ANY(ARRAY(SELECT a.id FROM authors a WHERE a.university_id = $1 AND a.merged_into_id IS NULL))

), grouped AS (
  SELECT au.paper_id, count(DISTINCT au.author_id) AS members FROM authored au

  GROUP BY au.paper_id
), facts AS MATERIALIZED (
  SELECT p.id AS paper_id, p.title, p.year, p.journal_id, coalesce(p.year BETWEEN $2 AND $3, false) AS published,
         coalesce((SELECT sum(c.count) FROM citations c WHERE c.paper_id = p.id AND c.count > 0 AND c.year BETWEEN $4 AND $5), 0)::float8 AS received,
         greatest((SELECT count(*) FROM authorships x WHERE x.paper_id = p.id), 1)::int AS authors
  FROM papers p WHERE p.id = ANY(ARRAY(SELECT paper_id FROM grouped))
    AND p.journal_id = ANY($6::int4[])
)
SELECT f.paper_id, f.title, j.name AS journal, j.tier, f.year, f.authors AS author_count, f.published, f.received, (1.0)::float8 AS credit,
       coalesce((
         SELECT string_agg(coalesce(nullif(trim(concat_ws(' ', s.printed_first_name, nullif(s.printed_mid_name, ''), s.printed_last_name)), ''),
                                    trim(concat_ws(' ', a.first_name, a.last_name)), '?'), ', ' ORDER BY s.position)
         FROM authorships s LEFT JOIN authors a ON a.id = s.author_id WHERE s.paper_id = f.paper_id
       ), '') AS authors
FROM grouped g JOIN facts f ON f.paper_id = g.paper_id LEFT JOIN journals j ON j.id = f.journal_id
WHERE f.published
ORDER BY f.year DESC NULLS LAST, f.title, f.paper_id;
