-- dashboards.universityJournalTotals: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- universityJournalTotalsQuery(1, [7, 8])
-- parameters: [1,[7,8]]
WITH sp AS (
  SELECT DISTINCT p.id, p.citation_count FROM papers p
  JOIN authorships s ON s.paper_id = p.id
  JOIN authors a ON a.id = s.author_id AND a.university_id = $1 AND a.merged_into_id IS NULL
  WHERE p.journal_id = ANY($2::int4[])
)
SELECT count(*)::int AS papers, coalesce(sum(greatest(citation_count, 0)), 0)::int AS citations FROM sp;
