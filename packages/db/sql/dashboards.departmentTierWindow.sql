-- dashboards.departmentTierWindow: generated from services/api/src/domains/dashboards/queries.ts by `npm run db:sql-snapshots`; do not edit by hand.

-- stored 10-year window, full counting
-- parameters: [2016,2025,3,[11,12]]
SELECT ap.author_id, coalesce(dj.tier, CASE ap.tier WHEN 0 THEN 'A' WHEN 1 THEN 'A-' WHEN 2 THEN 'B' END) AS tier,
       sum(CASE WHEN ap.year BETWEEN $1 AND $2 THEN 1.0 ELSE 0 END)::float8 AS papers,
       sum("ap"."citations_10y" * 1.0)::float8 AS citations
FROM analytics_author_paper ap
LEFT JOIN department_journals dj ON dj.department_id = $3 AND dj.journal_id = ap.journal_id
WHERE ap.author_id = ANY($4::int4[])
GROUP BY 1, 2;

-- any other window, fractional counting
-- parameters: [2018,2020,2018,2020,3,[11,12]]
SELECT ap.author_id, coalesce(dj.tier, CASE ap.tier WHEN 0 THEN 'A' WHEN 1 THEN 'A-' WHEN 2 THEN 'B' END) AS tier,
       sum(CASE WHEN ap.year BETWEEN $1 AND $2 THEN 1.0 / greatest(ap.author_count, 1) ELSE 0 END)::float8 AS papers,
       sum(coalesce((SELECT sum(greatest(c.count, 0)) FROM citations c WHERE c.paper_id = ap.paper_id AND c.year BETWEEN $3 AND $4), 0) * 1.0 / greatest(ap.author_count, 1))::float8 AS citations
FROM analytics_author_paper ap
LEFT JOIN department_journals dj ON dj.department_id = $5 AND dj.journal_id = ap.journal_id
WHERE ap.author_id = ANY($6::int4[])
GROUP BY 1, 2;
