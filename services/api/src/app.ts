import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { setLinkHostCheck } from '@ri/contracts';
import type { Db } from '@ri/db';
import { hostAllowedAtSave } from '@ri/ingestion/parser-free';
import type { JobProducer } from '@ri/jobs';
import type { Mailer } from '@ri/mail';
import type { ApiConfig } from './config.ts';
import { registerAccessControl, type RegisteredRoute } from './http/access.ts';
import { registerErrorHandler } from './http/errorHandler.ts';
import { answerClientError } from './http/clientErrors.ts';
import { rejectNulCharacters } from './http/nulCharacters.ts';
import { BODY_LIMIT_BYTES, KEEP_ALIVE_TIMEOUT_MS, MAX_PARAM_LENGTH, REQUEST_TIMEOUT_MS, registerProductionSettings } from './http/productionSettings.ts';
import { Unauthorized } from './http/errors.ts';
import { validatorCompiler } from './http/validation.ts';
import { createAuthService, type TokenSigner } from './domains/auth/service.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { healthRoutes } from './domains/health/routes.ts';
import { jobRoutes } from './domains/jobs/routes.ts';
import type { JobEvents } from './domains/jobs/jobEvents.ts';
import { createRateLimiter } from './http/rateLimit.ts';
import { redisUploadSlots, storedUploadCounter } from './http/uploadLimits.ts';
import { createAuditService, recordImpersonatedRequests } from './domains/audit/service.ts';
import { auditRoutes } from './domains/audit/routes.ts';
import { createAccountsService } from './domains/accounts/service.ts';
import { accountRoutes } from './domains/accounts/routes.ts';
import { createClaimsService } from './domains/claims/service.ts';
import { claimRoutes } from './domains/claims/routes.ts';
import { universityRoutes } from './domains/universities/routes.ts';
import { createUniversityStatusService } from './domains/universities/status.ts';
import { universityStatusRoutes } from './domains/universities/statusRoutes.ts';
import { authorRoutes } from './domains/authors/routes.ts';
import { createCrossrefClient } from './clients/crossref.ts';
import { createOpenAlexClient } from '@ri/ingestion/parser-free';
import { createLocalFileStorage } from './storage/fileStorage.ts';
import { registerUploadSweep, type SweepUploads } from './storage/uploadSweep.ts';
import { createStatsRefresher } from './domains/profile/statsRefresh.ts';
import { createProfileService } from './domains/profile/service.ts';
import { createUploadService } from './domains/files/service.ts';
import { fileRoutes } from './domains/files/routes.ts';
import { createMarkCvService } from './domains/markCv/service.ts';
import { markCvRoutes } from './domains/markCv/routes.ts';
import { createTeamRequestService } from './domains/teamRequests/service.ts';
import { teamRequestRoutes } from './domains/teamRequests/routes.ts';
import { createDepartmentsService } from './domains/departments/service.ts';
import { departmentRoutes } from './domains/departments/routes.ts';
import { createFileChecks } from './domains/jobs/fileChecks.ts';
import { profileRoutes } from './domains/profile/routes.ts';
import { ingestionRoutes } from './domains/ingestion/routes.ts';
import { createIngestionService } from './domains/ingestion/service.ts';
import { createPapersService } from './domains/papers/service.ts';
import { paperRoutes } from './domains/papers/routes.ts';
import { createAnalyticsService } from './domains/analytics/service.ts';
import { analyticsRoutes } from './domains/analytics/routes.ts';
import { createRankingIndexCache } from './domains/analytics/rankingIndexCache.ts';
import { createDashboardService } from './domains/dashboards/service.ts';
import { dashboardRoutes } from './domains/dashboards/routes.ts';
import { jobConsoleRoutes } from './domains/jobs/consoleRoutes.ts';
import { adminToolRoutes, createAdminToolServices } from './domains/adminTools.ts';

export interface AppDeps {
  config: ApiConfig;
  db: Db;
  /** a fail-fast connection for health checks and rate limits */
  redis: Redis;
  producer: JobProducer;
  jobEvents: JobEvents;
  mailer: Mailer;
}

const TOKEN_AUDIENCE = 'research-insights';
const TOKEN_ISSUER = 'research-insights-api';

export interface BuiltApp {
  app: FastifyInstance;
  /** every route with its access policy, for the route-policy and authorization-matrix tests */
  routes: RegisteredRoute[];
  /** one run of the upload sweep (docs/reliability.md, "Uploads never pile up"); it also runs by itself unless UPLOAD_SWEEP_MINUTES is 0 */
  sweepUploads: SweepUploads;
}

export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, db } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    // limits and timeouts: docs/reliability.md, "Production settings"
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // the addresses of our own reverse proxies, if any: only they may set X-Forwarded-For (docs/reliability.md)
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // what Node's HTTP parser refuses (a raw non-ASCII byte in the address...) is answered in the API's words
    clientErrorHandler: answerClientError,
  });
  await registerProductionSettings(app, { https: config.publicUrl.startsWith('https://'), pressure: config.pressure });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const webRoot = path.resolve(config.webDist);
  const serveWeb = existsSync(path.join(webRoot, 'index.html'));
  registerErrorHandler(app, { serveWebIndex: serveWeb });
  // every link field refuses private and loopback hosts when saved, as the fetcher does when fetching (docs/api-conventions.md, "Links")
  setLinkHostCheck(hostAllowedAtSave);
  rejectNulCharacters(app);

  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', aud: TOKEN_AUDIENCE, iss: TOKEN_ISSUER },
    verify: { algorithms: ['HS256'], allowedAud: TOKEN_AUDIENCE, allowedIss: TOKEN_ISSUER },
  });
  const tokens: TokenSigner = {
    // fast-jwt reads a number as seconds: the session length in milliseconds goes as text with its unit
    sign: (payload, expiresInMs) => app.jwt.sign(payload, { expiresIn: `${Math.ceil(expiresInMs / 1000)}s` }),
    verify: (token) => app.jwt.verify<{ sid: string; sub: string }>(token),
  };
  const limiter = createRateLimiter(deps.redis, config.queuePrefix, (error) => app.log.warn({ err: error }, 'rate limiter unavailable'));
  const audit = createAuditService({ db });
  const auth = createAuthService({ db, tokens, sessionTtlMs: config.sessionTtlMs, limiter, audit });
  const refreshStats = createStatsRefresher(deps.producer, app.log);
  const accounts = createAccountsService({
    db, mailer: deps.mailer, producer: deps.producer, publicUrl: config.publicUrl, revokeAllSessions: auth.revokeAllSessions, checkCredentials: auth.checkCredentials, teamEmail: config.teamEmail, log: app.log,
    refreshStats,
  });
  const claims = createClaimsService({ db, audit, mailer: deps.mailer, publicUrl: config.publicUrl, log: app.log });

  const profiles = createProfileService({ db, audit, refreshStats });
  const teamRequests = createTeamRequestService({ db, mailer: deps.mailer, teamEmail: config.teamEmail, log: app.log });
  const departments = createDepartmentsService({ db, audit, teamRequests, teamEmail: config.teamEmail });
  // the checks an upload or an RSS preview waits for run in the workers (docs/reliability.md, "The sandbox")
  const fileChecks = createFileChecks({ producer: deps.producer, jobEvents: deps.jobEvents });
  const storage = createLocalFileStorage(config.storageDir);
  const sweepUploads = registerUploadSweep(app, db, config);
  // a faculty or university user stores at most STORED_UPLOADS_PER_DAY new files (docs/reliability.md, "Uploads never pile up")
  const countStoredUpload = storedUploadCounter(limiter);
  // at most MAX_UPLOADS_IN_FLIGHT uploads per user stream in at once, across API processes (docs/reliability.md, "Uploads never pile up")
  app.decorate('uploadSlots', redisUploadSlots(deps.redis, config.queuePrefix, (error) => app.log.warn({ err: error }, 'upload slots unavailable')));
  const uploads = createUploadService({ db, storage, profiles, audit, publicUrl: config.publicUrl, fileChecks, countStoredUpload });
  const markCv = createMarkCvService({ db, countStoredUpload, storage, profiles, publicUrl: config.publicUrl, producer: deps.producer });
  const crossref = createCrossrefClient({ baseUrl: config.crossrefUrl, mailto: config.crossrefMailto, timeoutMs: config.crossrefTimeoutMs });
  const papers = createPapersService({ db, audit, refreshStats, crossref, log: app.log, limiter });
  const adminTools = createAdminToolServices({
    db, producer: deps.producer, audit, refreshStats, mailer: deps.mailer, teamEmail: config.teamEmail, publicUrl: config.publicUrl,
    revokeAllSessions: auth.revokeAllSessions, uploads, log: app.log,
  });

  const rankingIndex = createRankingIndexCache({ databaseUrl: config.databaseUrl, log: app.log });
  app.addHook('onClose', async () => rankingIndex.close());
  // served processes load the ranking index at once; tests load it when they rank
  if (config.env !== 'test') app.addHook('onReady', async () => rankingIndex.warmUp());

  const routes = registerAccessControl(app, async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new Unauthorized('Please log in to continue.');
    return auth.authenticate(header.slice('Bearer '.length).trim());
  });

  recordImpersonatedRequests(app, audit);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Research Insights API', version: '1.0.0', description: 'Every call of the product. Field names follow the specification (seeds).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // the docs page has inline scripts: it sends its own policy (their hashes), without the HTTPS upgrade on plain HTTP
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => (config.publicUrl.startsWith('https://') ? header : header.replace(/\s*upgrade-insecure-requests;?/, '')),
  });

  await app.register(async (api) => {
    await api.register(healthRoutes, { db, redis: deps.redis });
    await api.register(authRoutes, { auth });
    await api.register(accountRoutes, { accounts, limiter });
    await api.register(claimRoutes, { claims });
    await api.register(universityRoutes, { db, limiter });
    await api.register(universityStatusRoutes, { status: createUniversityStatusService({ db, audit }) });
    await api.register(authorRoutes, { db });
    await api.register(auditRoutes, { db });
    await api.register(profileRoutes, { profiles });
    await api.register(departmentRoutes, { departments, limiter, departmentConfig: adminTools.departmentConfig });
    await api.register(teamRequestRoutes, { teamRequests, limiter });
    await api.register(fileRoutes, { uploads, profiles });
    await api.register(markCvRoutes, { markCv });
    await api.register(paperRoutes, { papers, limiter });
    await api.register(jobRoutes, { db, producer: deps.producer, jobEvents: deps.jobEvents });
    await api.register(jobConsoleRoutes, { db, producer: deps.producer });
    await api.register(adminToolRoutes, { services: adminTools, limiter });
    await api.register(analyticsRoutes, { analytics: createAnalyticsService({ db, producer: deps.producer, rankingIndex }) });
    await api.register(dashboardRoutes, { dashboards: createDashboardService({ db }) });
    await api.register(ingestionRoutes, { importsDir: path.join(config.storageDir, 'imports'), ingestion: createIngestionService({ db, producer: deps.producer, audit, log: app.log, fileChecks, openalex: createOpenAlexClient({ ...config.openalex, maxAttempts: 3, retryBaseMs: 500, maxRetryDelayMs: 5_000, timeoutMs: 15_000 }) }) });
  }, { prefix: '/api' });

  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: ['index.html'],
      // the build writes .br and .gz copies beside each text asset (web/build/precompress.ts)
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // hashed file names never change content: cache them for a year; index.html always revalidates
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return { app, routes, sweepUploads };
}
