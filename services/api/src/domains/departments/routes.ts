import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDepartmentModeBody, ZDeptPostBody, ZDeptPostResponse, ZDeptQuery, ZDeptResponse, ZErrorResponse, ZGetJournalsParams, ZJournalOptions,
  type TDepartmentConfigBody, type TDeptPostBody,
} from '@ri/contracts';
import { AUTHENTICATED, callerOf, rolesOnly } from '../../http/access.ts';
import type { RateLimiter } from '../../http/rateLimit.ts';
import { limitTeamRequests } from '../teamRequests/routes.ts';
import type { DepartmentConfigService, DepartmentsService } from './service.ts';

const tags = ['department configuration'];

/**
 * The configuration's own routes. GET dept and POST dept (the whole list) are shared with the
 * department names a profile chooses from (departmentRoutes below), which hands the configuration
 * variants to the same service.
 */
export const departmentConfigRoutes: FastifyPluginAsyncZod<{ departmentConfig: DepartmentConfigService }> = async (app, { departmentConfig }) => {
  app.post('/dept/department', {
    config: { access: rolesOnly('university', 'admin') },
    schema: {
      tags, summary: "Save or delete one department (mode save|delete): admins, or the owner or an admin of the university's account",
      body: ZDepartmentModeBody,
      response: { 200: ZDeptPostResponse, 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse },
    },
  }, async (request) => departmentConfig.saveOrDelete(callerOf(request), request.body, request.ip));

  app.get('/get_journals/:type', {
    config: { access: AUTHENTICATED },
    schema: { tags, summary: 'Journals of a global tier (A, A-, B) or all', params: ZGetJournalsParams, response: { 200: ZJournalOptions } },
  }, async (request) => departmentConfig.journals(request.params.type));
};

const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const isDepartmentConfiguration = (body: TDeptPostBody): body is TDepartmentConfigBody => Array.isArray(body.department);

/** GET and POST dept: a university's department names, and adding one (or, for its configurers, the configuration). */
export const departmentRoutes: FastifyPluginAsyncZod<{
  departments: DepartmentsService; limiter: RateLimiter;
  /** Department configuration, which shares GET/POST dept */
  departmentConfig: DepartmentConfigService;
}> = async (app, { departments, limiter, departmentConfig }) => {
  const limitRequests = limitTeamRequests(limiter);

  app.get('/dept', {
    config: { access: AUTHENTICATED },
    schema: {
      tags: ['profile'],
      summary: 'A university\'s departments and status (the fixed 14 business-school departments when it has none yet)',
      querystring: ZDeptQuery,
      response: { 200: ZDeptResponse, 400: ZErrorResponse, 404: ZErrorResponse },
    },
  }, async (request) => {
    const caller = callerOf(request);
    const answer = await departments.list(caller, request.query.id);
    // department configuration (docs/requirements/admin-tools.md) reads the same path: those allowed to configure also get the lists
    const universityId = request.query.id ?? caller.universityId;
    if (universityId === null || !departmentConfig.mayConfigure(caller, universityId)) return answer;
    const config = await departmentConfig.read(universityId);
    return { ...answer, ...config, departments: answer.fallback ? answer.departments : config.departments };
  });

  /**
   * One route for every POST dept body (a union in @ri/contracts): docs/requirements/profile-and-accounts.md's `{ id, department }`
   * is handled here; the Department Configuration's whole list (`department` an array) goes to
   * the configuration service.
   */
  app.post('/dept', {
    config: { access: AUTHENTICATED },
    schema: {
      tags: ['profile'],
      summary: 'Add a department: an admin adds it; others (of that university) ask the team',
      body: ZDeptPostBody,
      response: { 200: ZDeptPostResponse, ...errors, 429: ZErrorResponse },
    },
  }, async (request) => {
    const caller = callerOf(request);
    const body: TDeptPostBody = request.body;
    if (isDepartmentConfiguration(body)) return departmentConfig.saveAll(caller, body, request.ip);
    if (caller.type !== 'admin') await limitRequests(caller);
    return departments.add(caller, body, request.ip);
  });
};
