import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminLoginBody, ZErrorResponse, ZLoginBody, ZLoginResponse, ZMessage, ZSessionInfo } from '@ri/contracts';
import { ADMIN_ONLY, AUTHENTICATED, PUBLIC, callerOf } from '../../http/access.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post('/login', {
    config: { access: PUBLIC },
    schema: {
      tags: ['auth'],
      summary: 'Log in with a username (or e-mail) and password',
      body: ZLoginBody,
      response: { 200: ZLoginResponse, 401: ZErrorResponse, 403: ZErrorResponse, 429: ZErrorResponse },
    },
  }, async (request) =>
    auth.login(request.body.username, request.body.password, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    }));

  app.post('/logout', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['auth'], summary: 'End this session on the server', response: { 200: ZMessage } },
  }, async (request) => {
    await auth.logout(callerOf(request));
    return { message: 'Logged out' };
  });

  app.post('/token/refresh', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['auth'], summary: 'Extend this session and get a fresh token', response: { 200: ZLoginResponse } },
  }, async (request) => auth.refresh(callerOf(request)));

  app.get('/session', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['auth'], summary: 'Who the current token belongs to', response: { 200: ZSessionInfo } },
  }, async (request) => auth.sessionInfo(callerOf(request)));

  app.post('/admin_login', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['auth'],
      summary: 'Change Login: act as a faculty member (isUniversity 0, author id) or a university (isUniversity 1, university id)',
      body: ZAdminLoginBody,
      response: { 200: ZLoginResponse, 403: ZErrorResponse, 404: ZErrorResponse },
    },
  }, async (request) => auth.impersonate(callerOf(request), { id: request.body.id, isUniversity: request.body.isUniversity === 1 }, {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  }));

  app.post('/admin_logout', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['auth'], summary: 'Change Login to Admin: end this impersonated session', response: { 200: ZMessage, 403: ZErrorResponse } },
  }, async (request) => {
    await auth.endImpersonation(callerOf(request), request.ip);
    return { message: 'Returned to the admin login' };
  });
};
