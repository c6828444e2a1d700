import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@ri/db';
import type { JobProducer } from '@ri/jobs';
import type { AuditService } from './audit/service.ts';
import type { StatsRefresher } from './profile/statsRefresh.ts';
import { createRedFlagsService } from './redFlags/service.ts';
import { redFlagRoutes } from './redFlags/routes.ts';
import { createMergeService } from './merge/service.ts';
import { mergeRoutes } from './merge/routes.ts';
import { createDataIssuesService } from './dataIssues/service.ts';
import { dataIssueRoutes } from './dataIssues/routes.ts';

export interface AdminToolDeps {
  db: Db;
  producer: JobProducer;
  audit: AuditService;
  refreshStats: StatsRefresher;
}

/**
 * The administrator data-quality tools (docs/admin-tools.md): red flags, data issues, merge,
 * add author, directory, department configuration, contact us and settings. Registered inside the
 * /api prefix.
 */
export const adminToolRoutes: FastifyPluginAsync<AdminToolDeps> = async (api, deps) => {
  const { db, producer, audit, refreshStats } = deps;
  const merges = createMergeService({ db, audit, refreshStats });
  await api.register(redFlagRoutes, { redFlags: createRedFlagsService({ db, producer }) });
  await api.register(mergeRoutes, { merges });
  await api.register(dataIssueRoutes, { dataIssues: createDataIssuesService({ db, producer, audit, refreshStats, merges }) });
};
