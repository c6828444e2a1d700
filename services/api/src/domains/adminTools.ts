import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@ri/db';
import type { JobProducer } from '@ri/jobs';
import type { Mailer } from '@ri/mail';
import type { AuditService } from './audit/service.ts';
import type { StatsRefresher } from './profile/statsRefresh.ts';
import { createRedFlagsService } from './redFlags/service.ts';
import { redFlagRoutes } from './redFlags/routes.ts';
import { createMergeService } from './merge/service.ts';
import { mergeRoutes } from './merge/routes.ts';
import { createDataIssuesService } from './dataIssues/service.ts';
import { dataIssueRoutes } from './dataIssues/routes.ts';
import { createDirectoryService } from './directory/service.ts';
import { directoryRoutes } from './directory/routes.ts';
import { createDepartmentConfigService } from './departments/service.ts';
import { departmentConfigRoutes } from './departments/routes.ts';
import { createContactUsService } from './contactUs/service.ts';
import { contactUsRoutes } from './contactUs/routes.ts';
import { createSettingsService } from './settings/service.ts';
import { settingsRoutes } from './settings/routes.ts';
import { createAddAuthorService } from './addAuthor/service.ts';
import { addAuthorRoutes } from './addAuthor/routes.ts';
import type { UploadService } from './files/service.ts';
import type { RateLimiter } from '../http/rateLimit.ts';

export interface AdminToolDeps {
  db: Db;
  producer: JobProducer;
  audit: AuditService;
  refreshStats: StatsRefresher;
  mailer: Mailer;
  /** where Contact Us requests are e-mailed (TEAM_EMAIL) */
  teamEmail: string;
  /** the web app's address, for invitation links */
  publicUrl: string;
  revokeAllSessions(userId: number): Promise<void>;
  /** the profile's file uploads (Add Author stores the CV as a profile CV) */
  uploads: UploadService;
  log: { error(obj: unknown, msg: string): void };
}

/**
 * The services of the administrator data-quality tools (docs/admin-tools.md): red flags, data
 * issues, merge, add author, directory, department configuration, contact us and settings.
 * departmentConfig is also handed to the profile routes, which share GET/POST dept.
 */
export function createAdminToolServices({ db, producer, audit, refreshStats, mailer, teamEmail, publicUrl, revokeAllSessions, uploads, log }: AdminToolDeps) {
  const merges = createMergeService({ db, audit, refreshStats });
  return {
    redFlags: createRedFlagsService({ db, producer }),
    merges,
    dataIssues: createDataIssuesService({ db, producer, audit, refreshStats, merges }),
    directory: createDirectoryService({ db }),
    departmentConfig: createDepartmentConfigService({ db, audit, refreshStats }),
    contactUs: createContactUsService({ db, mailer, audit, teamEmail, log }),
    settings: createSettingsService({ db, mailer, audit, publicUrl, revokeAllSessions }),
    addAuthor: createAddAuthorService({ db, audit, refreshStats, uploads }),
  };
}

export type AdminToolServices = ReturnType<typeof createAdminToolServices>;

/** Every admin-tool route, registered inside the /api prefix. */
export const adminToolRoutes: FastifyPluginAsync<{ services: AdminToolServices; limiter: RateLimiter }> = async (api, { services, limiter }) => {
  await api.register(redFlagRoutes, { redFlags: services.redFlags });
  await api.register(mergeRoutes, { merges: services.merges });
  await api.register(dataIssueRoutes, { dataIssues: services.dataIssues });
  await api.register(directoryRoutes, { directory: services.directory });
  await api.register(departmentConfigRoutes, { departmentConfig: services.departmentConfig });
  await api.register(contactUsRoutes, { contactUs: services.contactUs, limiter });
  await api.register(settingsRoutes, { settings: services.settings, limiter });
  await api.register(addAuthorRoutes, { addAuthor: services.addAuthor });
};
