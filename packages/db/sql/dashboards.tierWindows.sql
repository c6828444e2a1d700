-- dashboards.tierWindows: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- global tiers, full counting, every paper
-- parameters: [[0],[11],[2016],[2025],[null]]
WITH w AS (
  SELECT * FROM unnest($1::int4[], $2::int4[], $3::int4[],
                       $4::int4[], $5::int4[]) AS w(k, author_id, from_year, to_year, university_id)
)
SELECT w.k, CASE ap.tier WHEN 0 THEN 'A' WHEN 1 THEN 'A-' WHEN 2 THEN 'B' END AS tier,
       sum(CASE WHEN ap.year BETWEEN w.from_year AND w.to_year THEN 1.0 ELSE 0 END)::float8 AS papers,
       sum(coalesce((SELECT sum(c.count) FROM citations c
                     WHERE c.paper_id = ap.paper_id AND c.count > 0 AND c.year BETWEEN w.from_year AND w.to_year), 0) * 1.0)::float8 AS citations
FROM w
JOIN analytics_author_paper ap ON ap.author_id = w.author_id

WHERE (w.university_id IS NULL OR EXISTS (
  SELECT 1 FROM authorships s JOIN authors a ON a.id = s.author_id
  WHERE s.author_id = ap.author_id AND s.paper_id = ap.paper_id AND coalesce(s.university_id, a.university_id) = w.university_id
))
GROUP BY 1, 2;

-- a department's lists, fractional counting, affiliation at publication
-- parameters: [[0,1],[11,12],[0,2018],[2020,2020],[4,4],3]
WITH w AS (
  SELECT * FROM unnest($1::int4[], $2::int4[], $3::int4[],
                       $4::int4[], $5::int4[]) AS w(k, author_id, from_year, to_year, university_id)
)
SELECT w.k, coalesce(dj.tier, CASE ap.tier WHEN 0 THEN 'A' WHEN 1 THEN 'A-' WHEN 2 THEN 'B' END) AS tier,
       sum(CASE WHEN ap.year BETWEEN w.from_year AND w.to_year THEN 1.0 / greatest(ap.author_count, 1) ELSE 0 END)::float8 AS papers,
       sum(coalesce((SELECT sum(c.count) FROM citations c
                     WHERE c.paper_id = ap.paper_id AND c.count > 0 AND c.year BETWEEN w.from_year AND w.to_year), 0) * 1.0 / greatest(ap.author_count, 1))::float8 AS citations
FROM w
JOIN analytics_author_paper ap ON ap.author_id = w.author_id
LEFT JOIN department_journals dj ON dj.department_id = $6 AND dj.journal_id = ap.journal_id
WHERE (w.university_id IS NULL OR EXISTS (
  SELECT 1 FROM authorships s JOIN authors a ON a.id = s.author_id
  WHERE s.author_id = ap.author_id AND s.paper_id = ap.paper_id AND coalesce(s.university_id, a.university_id) = w.university_id
))
GROUP BY 1, 2;
