-- dashboards.journalFigures: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- every author in the journals: journalFiguresQuery([7, 8], null)
-- parameters: [[7,8]]
WITH ap AS (
  SELECT DISTINCT s.author_id, p.id, p.citation_count
  FROM papers p JOIN authorships s ON s.paper_id = p.id
  WHERE p.journal_id = ANY($1::int4[]) AND s.author_id IS NOT NULL

)
SELECT author_id, count(*)::int AS papers, coalesce(sum(greatest(citation_count, 0)), 0)::int AS citations
FROM ap GROUP BY author_id;

-- named authors: journalFiguresQuery([7, 8], [11, 12])
-- parameters: [[7,8],[11,12]]
WITH ap AS (
  SELECT DISTINCT s.author_id, p.id, p.citation_count
  FROM papers p JOIN authorships s ON s.paper_id = p.id
  WHERE p.journal_id = ANY($1::int4[]) AND s.author_id IS NOT NULL
    AND s.author_id = ANY($2::int4[])
)
SELECT author_id, count(*)::int AS papers, coalesce(sum(greatest(citation_count, 0)), 0)::int AS citations
FROM ap GROUP BY author_id;
