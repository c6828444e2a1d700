import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAcceptInvitationBody, ZAcceptInvitationResponse, ZErrorResponse, ZInvitationBody, ZInvitationParams, ZMemberParams, ZMessage, ZSettingsInvitation, ZSettingsMembers, ZSettingsScopeQuery,
} from '@ri/contracts';
import { PUBLIC, callerOf, rolesOnly } from '../../http/access.ts';
import { RATE_RULES, type RateLimiter } from '../../http/rateLimit.ts';
import type { SettingsService } from './service.ts';

const tags = ['settings'];
const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService; limiter: RateLimiter }> = async (app, { settings, limiter }) => {
  app.get('/settings/members', {
    config: { access: rolesOnly('university', 'admin') },
    schema: {
      tags, summary: 'Members with access, pending invitations and seats of a university account (admins name university_id)',
      querystring: ZSettingsScopeQuery, response: { 200: ZSettingsMembers, ...errors },
    },
  }, async (request) => settings.members(callerOf(request), request.query.university_id));

  app.post('/settings/invitations', {
    config: { access: rolesOnly('university', 'admin') },
    schema: {
      tags, summary: 'Invite by e-mail with access level Admin or User (owner and admins; within the seat limit)',
      querystring: ZSettingsScopeQuery, body: ZInvitationBody,
      response: { 200: ZMessage.extend({ invitation: ZSettingsInvitation }), ...errors, 429: ZErrorResponse, 503: ZErrorResponse },
    },
  }, async (request) => {
    await limiter.consume(`invitation:ip:${request.ip}`, RATE_RULES.emailPerIp);
    return settings.invite(callerOf(request), request.query.university_id, request.body, request.ip);
  });

  app.post('/settings/invitations/accept', {
    config: { access: PUBLIC },
    schema: {
      tags, summary: 'Accept an invitation: the one-time token from the e-mail, a username and a password',
      body: ZAcceptInvitationBody, response: { 200: ZAcceptInvitationResponse, 400: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse },
    },
  }, async (request) => {
    await limiter.consume(`invitation-accept:ip:${request.ip}`, RATE_RULES.signupPerIp);
    return settings.accept(request.body);
  });

  app.delete('/settings/invitations/:invitationId', {
    config: { access: rolesOnly('university', 'admin') },
    schema: {
      tags, summary: 'Withdraw a pending invitation (owner and admins): its link stops working and its seat frees',
      params: ZInvitationParams, querystring: ZSettingsScopeQuery, response: { 200: ZMessage, ...errors },
    },
  }, async (request) => settings.withdraw(callerOf(request), request.query.university_id, request.params.invitationId, request.ip));

  app.delete('/settings/members/:userId', {
    config: { access: rolesOnly('university', 'admin') },
    schema: {
      tags, summary: 'Remove a member (owner and admins; not the owner, not yourself); their sessions end',
      params: ZMemberParams, querystring: ZSettingsScopeQuery, response: { 200: ZMessage, ...errors },
    },
  }, async (request) => settings.remove(callerOf(request), request.query.university_id, request.params.userId, request.ip));
};
