-- dashboards.papersOfAuthors: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- papersOfAuthorsQuery([11, 12])
-- parameters: [[11,12]]
WITH ap AS (
  SELECT DISTINCT s.author_id, s.paper_id FROM authorships s WHERE s.author_id = ANY($1::int4[])
)
SELECT ap.author_id, p.id AS paper_id, p.year, p.journal_id, j.tier, p.citation_count,
       (SELECT count(*) FROM authorships x WHERE x.paper_id = p.id)::int AS author_count,
       coalesce((SELECT json_agg(json_build_array(c.year, c.count) ORDER BY c.year) FROM citations c WHERE c.paper_id = p.id), '[]'::json) AS citations
FROM ap JOIN papers p ON p.id = ap.paper_id LEFT JOIN journals j ON j.id = p.journal_id
ORDER BY ap.author_id, p.id;
