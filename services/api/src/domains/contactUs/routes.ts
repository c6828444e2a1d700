import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactUsBody, ZContactUsList, ZContactUsListQuery, ZContactUsUpdateQuery, ZErrorResponse, ZMessage } from '@ri/contracts';
import { ADMIN_ONLY, PUBLIC, callerOf } from '../../http/access.ts';
import type { RateLimiter, RateRule } from '../../http/rateLimit.ts';
import type { ContactUsService } from './service.ts';

/** Contact requests per network address and hour. */
export const CONTACT_US_RULE: RateRule = {
  limit: 5,
  windowSeconds: 60 * 60,
  message: 'You have sent several requests in the last hour. Please try again later, or write to us by e-mail.',
};

const tags = ['contact us'];

export const contactUsRoutes: FastifyPluginAsyncZod<{ contactUs: ContactUsService; limiter: RateLimiter }> = async (app, { contactUs, limiter }) => {
  app.post('/contact_us', {
    config: { access: PUBLIC },
    schema: {
      tags, summary: 'Contact Us: store the request and e-mail the team (rate-limited; website must stay empty; started_at = when the form was shown, ms)',
      body: ZContactUsBody, response: { 200: ZMessage, 400: ZErrorResponse, 429: ZErrorResponse },
    },
  }, async (request) => {
    contactUs.checkHuman(request.body);
    await limiter.consume(`contact-us:ip:${request.ip}`, CONTACT_US_RULE);
    return contactUs.submit(request.body);
  });

  app.get('/contact_us', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: 'Contact Us Support: requests, newest first, 5 per page (skip = 5 * (page - 1))', querystring: ZContactUsListQuery, response: { 200: ZContactUsList } },
  }, async (request) => contactUs.list(request.query.skip));

  app.put('/contact_us', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: 'Mark a request contacted (or not)', querystring: ZContactUsUpdateQuery, response: { 200: ZMessage, 400: ZErrorResponse, 404: ZErrorResponse } },
  }, async (request) => contactUs.setContacted(callerOf(request), request.query.id, request.query.contacted, request.ip));
};
