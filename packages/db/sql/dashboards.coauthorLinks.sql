-- dashboards.coauthorLinks: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- coauthorLinksQuery([11, 12])
-- parameters: [[11,12]]
WITH mine AS (
  SELECT DISTINCT s.author_id, s.paper_id FROM authorships s WHERE s.author_id = ANY($1::int4[])
), sizes AS (
  SELECT x.paper_id, count(*) AS authors FROM authorships x WHERE x.paper_id IN (SELECT paper_id FROM mine) GROUP BY x.paper_id
), pairs AS (
  SELECT DISTINCT m.author_id AS source, o.author_id AS target, m.paper_id
  FROM mine m JOIN authorships o ON o.paper_id = m.paper_id AND o.author_id IS NOT NULL AND o.author_id <> m.author_id
  JOIN authors oa ON oa.id = o.author_id AND oa.merged_into_id IS NULL
)
SELECT p.source, p.target, count(*)::int AS papers, sum(1.0 / greatest(sz.authors - 1, 1))::float8 AS weight
FROM pairs p JOIN sizes sz ON sz.paper_id = p.paper_id
GROUP BY p.source, p.target;
