-- redFlags.facultyCheckRows: generated from packages/db/src/queries/redFlags.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- every completed university, missing marker
-- parameters: []
WITH candidates AS MATERIALIZED (
  SELECT f.id AS auth_id, concat_ws(' ', nullif(btrim(f.first_name), ''), nullif(btrim(f.mid_name), ''), nullif(btrim(f.last_name), '')) AS name, u.name AS univ_name, f.univ_profile_link, f.position, f.marker, f.gender,
         f.last_name, f.first_name, CASE WHEN appt.departments > 0 THEN appt.total::float8 END AS percent_appointment
  FROM authors f
  JOIN universities u ON u.id = f.university_id
  LEFT JOIN (
    SELECT d.author_id, count(*)::int AS departments, sum(d.percent_appointment) AS total FROM author_departments d GROUP BY d.author_id
  ) appt ON appt.author_id = f.id
  WHERE f.merged_into_id IS NULL AND u.status = 'Completed' AND (f.marker IS NULL OR f.marker = 0)
), tiers AS (
  SELECT s.author_id,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'A')::int AS a,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'A-')::int AS a_minus,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'B')::int AS b,
         count(DISTINCT p.id) FILTER (WHERE j.tier IS NOT NULL)::int AS paper_count
  FROM authorships s JOIN papers p ON p.id = s.paper_id LEFT JOIN journals j ON j.id = p.journal_id
  WHERE s.author_id IN (SELECT auth_id FROM candidates)
  GROUP BY s.author_id
), counted AS (
  SELECT c.*, coalesce(t.a, 0) AS a, coalesce(t.a_minus, 0) AS a_minus, coalesce(t.b, 0) AS b, coalesce(t.paper_count, 0) AS paper_count
  FROM candidates c LEFT JOIN tiers t ON t.author_id = c.auth_id
)
SELECT auth_id, name, univ_name, univ_profile_link, percent_appointment, position, marker, gender, a, a_minus, b, paper_count
FROM counted c
WHERE true
ORDER BY univ_name, lower(last_name), lower(first_name), auth_id;

-- chosen universities, incorrect percent appointment
-- parameters: [[1,2]]
WITH candidates AS MATERIALIZED (
  SELECT f.id AS auth_id, concat_ws(' ', nullif(btrim(f.first_name), ''), nullif(btrim(f.mid_name), ''), nullif(btrim(f.last_name), '')) AS name, u.name AS univ_name, f.univ_profile_link, f.position, f.marker, f.gender,
         f.last_name, f.first_name, CASE WHEN appt.departments > 0 THEN appt.total::float8 END AS percent_appointment
  FROM authors f
  JOIN universities u ON u.id = f.university_id
  LEFT JOIN (
    SELECT d.author_id, count(*)::int AS departments, sum(d.percent_appointment) AS total FROM author_departments d GROUP BY d.author_id
  ) appt ON appt.author_id = f.id
  WHERE f.merged_into_id IS NULL AND u.id = ANY($1::int[]) AND coalesce(appt.departments, 0) > 0 AND appt.total <> 100
), tiers AS (
  SELECT s.author_id,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'A')::int AS a,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'A-')::int AS a_minus,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'B')::int AS b,
         count(DISTINCT p.id) FILTER (WHERE j.tier IS NOT NULL)::int AS paper_count
  FROM authorships s JOIN papers p ON p.id = s.paper_id LEFT JOIN journals j ON j.id = p.journal_id
  WHERE s.author_id IN (SELECT auth_id FROM candidates)
  GROUP BY s.author_id
), counted AS (
  SELECT c.*, coalesce(t.a, 0) AS a, coalesce(t.a_minus, 0) AS a_minus, coalesce(t.b, 0) AS b, coalesce(t.paper_count, 0) AS paper_count
  FROM candidates c LEFT JOIN tiers t ON t.author_id = c.auth_id
)
SELECT auth_id, name, univ_name, univ_profile_link, percent_appointment, position, marker, gender, a, a_minus, b, paper_count
FROM counted c
WHERE true
ORDER BY univ_name, lower(last_name), lower(first_name), auth_id;

-- chosen universities, missing department
-- parameters: [[1,2]]
WITH candidates AS MATERIALIZED (
  SELECT f.id AS auth_id, concat_ws(' ', nullif(btrim(f.first_name), ''), nullif(btrim(f.mid_name), ''), nullif(btrim(f.last_name), '')) AS name, u.name AS univ_name, f.univ_profile_link, f.position, f.marker, f.gender,
         f.last_name, f.first_name, CASE WHEN appt.departments > 0 THEN appt.total::float8 END AS percent_appointment
  FROM authors f
  JOIN universities u ON u.id = f.university_id
  LEFT JOIN (
    SELECT d.author_id, count(*)::int AS departments, sum(d.percent_appointment) AS total FROM author_departments d GROUP BY d.author_id
  ) appt ON appt.author_id = f.id
  WHERE f.merged_into_id IS NULL AND u.id = ANY($1::int[]) AND appt.author_id IS NULL
), tiers AS (
  SELECT s.author_id,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'A')::int AS a,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'A-')::int AS a_minus,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'B')::int AS b,
         count(DISTINCT p.id) FILTER (WHERE j.tier IS NOT NULL)::int AS paper_count
  FROM authorships s JOIN papers p ON p.id = s.paper_id LEFT JOIN journals j ON j.id = p.journal_id
  WHERE s.author_id IN (SELECT auth_id FROM candidates)
  GROUP BY s.author_id
), counted AS (
  SELECT c.*, coalesce(t.a, 0) AS a, coalesce(t.a_minus, 0) AS a_minus, coalesce(t.b, 0) AS b, coalesce(t.paper_count, 0) AS paper_count
  FROM candidates c LEFT JOIN tiers t ON t.author_id = c.auth_id
)
SELECT auth_id, name, univ_name, univ_profile_link, percent_appointment, position, marker, gender, a, a_minus, b, paper_count
FROM counted c
WHERE true
ORDER BY univ_name, lower(last_name), lower(first_name), auth_id;

-- chosen universities, missing gender
-- parameters: [[1,2]]
WITH candidates AS MATERIALIZED (
  SELECT f.id AS auth_id, concat_ws(' ', nullif(btrim(f.first_name), ''), nullif(btrim(f.mid_name), ''), nullif(btrim(f.last_name), '')) AS name, u.name AS univ_name, f.univ_profile_link, f.position, f.marker, f.gender,
         f.last_name, f.first_name, CASE WHEN appt.departments > 0 THEN appt.total::float8 END AS percent_appointment
  FROM authors f
  JOIN universities u ON u.id = f.university_id
  LEFT JOIN (
    SELECT d.author_id, count(*)::int AS departments, sum(d.percent_appointment) AS total FROM author_departments d GROUP BY d.author_id
  ) appt ON appt.author_id = f.id
  WHERE f.merged_into_id IS NULL AND u.id = ANY($1::int[]) AND f.gender IS NULL
), tiers AS (
  SELECT s.author_id,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'A')::int AS a,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'A-')::int AS a_minus,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'B')::int AS b,
         count(DISTINCT p.id) FILTER (WHERE j.tier IS NOT NULL)::int AS paper_count
  FROM authorships s JOIN papers p ON p.id = s.paper_id LEFT JOIN journals j ON j.id = p.journal_id
  WHERE s.author_id IN (SELECT auth_id FROM candidates)
  GROUP BY s.author_id
), counted AS (
  SELECT c.*, coalesce(t.a, 0) AS a, coalesce(t.a_minus, 0) AS a_minus, coalesce(t.b, 0) AS b, coalesce(t.paper_count, 0) AS paper_count
  FROM candidates c LEFT JOIN tiers t ON t.author_id = c.auth_id
)
SELECT auth_id, name, univ_name, univ_profile_link, percent_appointment, position, marker, gender, a, a_minus, b, paper_count
FROM counted c
WHERE true
ORDER BY univ_name, lower(last_name), lower(first_name), auth_id;

-- chosen universities, missing position
-- parameters: [[1,2]]
WITH candidates AS MATERIALIZED (
  SELECT f.id AS auth_id, concat_ws(' ', nullif(btrim(f.first_name), ''), nullif(btrim(f.mid_name), ''), nullif(btrim(f.last_name), '')) AS name, u.name AS univ_name, f.univ_profile_link, f.position, f.marker, f.gender,
         f.last_name, f.first_name, CASE WHEN appt.departments > 0 THEN appt.total::float8 END AS percent_appointment
  FROM authors f
  JOIN universities u ON u.id = f.university_id
  LEFT JOIN (
    SELECT d.author_id, count(*)::int AS departments, sum(d.percent_appointment) AS total FROM author_departments d GROUP BY d.author_id
  ) appt ON appt.author_id = f.id
  WHERE f.merged_into_id IS NULL AND u.id = ANY($1::int[]) AND btrim(f.position) = ''
), tiers AS (
  SELECT s.author_id,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'A')::int AS a,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'A-')::int AS a_minus,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'B')::int AS b,
         count(DISTINCT p.id) FILTER (WHERE j.tier IS NOT NULL)::int AS paper_count
  FROM authorships s JOIN papers p ON p.id = s.paper_id LEFT JOIN journals j ON j.id = p.journal_id
  WHERE s.author_id IN (SELECT auth_id FROM candidates)
  GROUP BY s.author_id
), counted AS (
  SELECT c.*, coalesce(t.a, 0) AS a, coalesce(t.a_minus, 0) AS a_minus, coalesce(t.b, 0) AS b, coalesce(t.paper_count, 0) AS paper_count
  FROM candidates c LEFT JOIN tiers t ON t.author_id = c.auth_id
)
SELECT auth_id, name, univ_name, univ_profile_link, percent_appointment, position, marker, gender, a, a_minus, b, paper_count
FROM counted c
WHERE true
ORDER BY univ_name, lower(last_name), lower(first_name), auth_id;

-- chosen universities, inconsistent paper number
-- parameters: [[1,2],0,10,5,30,10,200]
WITH candidates AS MATERIALIZED (
  SELECT f.id AS auth_id, concat_ws(' ', nullif(btrim(f.first_name), ''), nullif(btrim(f.mid_name), ''), nullif(btrim(f.last_name), '')) AS name, u.name AS univ_name, f.univ_profile_link, f.position, f.marker, f.gender,
         f.last_name, f.first_name, CASE WHEN appt.departments > 0 THEN appt.total::float8 END AS percent_appointment
  FROM authors f
  JOIN universities u ON u.id = f.university_id
  LEFT JOIN (
    SELECT d.author_id, count(*)::int AS departments, sum(d.percent_appointment) AS total FROM author_departments d GROUP BY d.author_id
  ) appt ON appt.author_id = f.id
  WHERE f.merged_into_id IS NULL AND u.id = ANY($1::int[]) AND f.marker IN (1, 10, 2, 20, 3, 30)
), tiers AS (
  SELECT s.author_id,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'A')::int AS a,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'A-')::int AS a_minus,
         count(DISTINCT p.id) FILTER (WHERE j.tier = 'B')::int AS b,
         count(DISTINCT p.id) FILTER (WHERE j.tier IS NOT NULL)::int AS paper_count
  FROM authorships s JOIN papers p ON p.id = s.paper_id LEFT JOIN journals j ON j.id = p.journal_id
  WHERE s.author_id IN (SELECT auth_id FROM candidates)
  GROUP BY s.author_id
), counted AS (
  SELECT c.*, coalesce(t.a, 0) AS a, coalesce(t.a_minus, 0) AS a_minus, coalesce(t.b, 0) AS b, coalesce(t.paper_count, 0) AS paper_count
  FROM candidates c LEFT JOIN tiers t ON t.author_id = c.auth_id
)
SELECT auth_id, name, univ_name, univ_profile_link, percent_appointment, position, marker, gender, a, a_minus, b, paper_count
FROM counted c
WHERE (
      (c.marker IN (1, 10) AND (c.paper_count < $2 OR c.paper_count > $3))
      OR (c.marker IN (2, 20) AND (c.paper_count < $4 OR c.paper_count > $5))
      OR (c.marker IN (3, 30) AND (c.paper_count < $6 OR c.paper_count > $7)))
ORDER BY univ_name, lower(last_name), lower(first_name), auth_id;
