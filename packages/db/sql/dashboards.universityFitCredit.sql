-- dashboards.universityFitCredit: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- fractional, current: universityFitCreditQuery
-- parameters: []
WITH ap AS MATERIALIZED (
SELECT aa.university_id, ap.author_id, ap.paper_id, ap.author_count, ap.tier, ap.citations
FROM analytics_author_paper ap JOIN analytics_author aa ON aa.author_id = ap.author_id
WHERE aa.university_id IS NOT NULL
  ), pp AS (
  SELECT university_id, paper_id, count(DISTINCT author_id) AS members, max(greatest(author_count, 1)) AS authors,
         min(tier) AS tier, max(citations) AS citations
  FROM ap GROUP BY university_id, paper_id
)
SELECT pp.university_id, un.name, sum(least(pp.members, pp.authors)::float8 / pp.authors)::float8 AS papers, sum(pp.citations * least(pp.members, pp.authors)::float8 / pp.authors)::float8 AS citations,
       coalesce(sum(least(pp.members, pp.authors)::float8 / pp.authors) FILTER (WHERE pp.tier IN (0, 1)), 0)::float8 AS top_papers,
       (count(*) FILTER (WHERE pp.authors = 1))::float8 AS solo_papers
FROM pp JOIN universities un ON un.id = pp.university_id
GROUP BY pp.university_id, un.name;

-- full, at publication: universityFitCreditQuery
-- parameters: []
WITH ap AS MATERIALIZED (
SELECT aa.university_id, ap.author_id, ap.paper_id, ap.author_count, ap.tier, ap.citations
FROM analytics_author_paper ap JOIN analytics_author aa ON aa.author_id = ap.author_id
WHERE aa.university_id IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM authorships s WHERE s.author_id = ap.author_id AND s.paper_id = ap.paper_id
      AND coalesce(s.university_id, aa.university_id) = aa.university_id)), pp AS (
  SELECT university_id, paper_id, count(DISTINCT author_id) AS members, max(greatest(author_count, 1)) AS authors,
         min(tier) AS tier, max(citations) AS citations
  FROM ap GROUP BY university_id, paper_id
)
SELECT pp.university_id, un.name, sum(1.0)::float8 AS papers, sum(pp.citations * 1.0)::float8 AS citations,
       coalesce(sum(1.0) FILTER (WHERE pp.tier IN (0, 1)), 0)::float8 AS top_papers,
       (count(*) FILTER (WHERE pp.authors = 1))::float8 AS solo_papers
FROM pp JOIN universities un ON un.id = pp.university_id
GROUP BY pp.university_id, un.name;
