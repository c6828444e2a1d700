import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDepartmentModeBody, ZDeptPostResponse, ZErrorResponse, ZGetJournalsParams, ZJournalOptions } from '@ri/contracts';
import { AUTHENTICATED, callerOf, rolesOnly } from '../../http/access.ts';
import type { DepartmentConfigService } from './service.ts';

const tags = ['department configuration'];

/**
 * The configuration's own routes. GET dept and POST dept (the whole list) are shared with the
 * faculty profile and live in domains/profile/routes.ts, which hands the configuration variants
 * to the same service.
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
