import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEmailQuery, ZErrorResponse, ZMessage, ZNewPasswordBody, ZSignUpBody, ZSignUpCandidates, ZSignUpCandidatesQuery, ZSignUpResponse, ZTokenBody, ZVerifyEmailBody, ZVerifyLinkAccount,
} from '@ri/contracts';
import { PUBLIC } from '../../http/access.ts';
import { ValidationFailed } from '../../http/errors.ts';
import { RATE_RULES, type RateLimiter } from '../../http/rateLimit.ts';
import { RESET_REQUESTED_MESSAGE, VERIFY_REQUESTED_MESSAGE, type AccountsService } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService; limiter: RateLimiter }> = async (app, { accounts, limiter }) => {
  app.post('/signup', {
    config: { access: PUBLIC },
    schema: {
      tags: ['accounts'],
      summary: 'Create a faculty account (sends a verification e-mail)',
      body: ZSignUpBody,
      response: { 200: ZSignUpResponse, 400: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse },
    },
  }, async (request) => {
    // invalid forms are refused before they count against the limit
    accounts.checkSignUpRules(request.body);
    await limiter.consume(`signup:ip:${request.ip}`, RATE_RULES.signupPerIp);
    return accounts.signUp(request.body);
  });

  app.get('/signup', {
    config: { access: PUBLIC },
    schema: {
      tags: ['accounts'],
      summary: 'Author records a new user may claim (first and last name, best matches first, the single exact match at the chosen university chosen automatically); with the token of a university user or an admin, every matching record (hiring and cohort candidates). Anonymous callers are limited per address.',
      querystring: ZSignUpCandidatesQuery,
      response: { 200: ZSignUpCandidates, 400: ZErrorResponse, 429: ZErrorResponse },
    },
  }, async (request) => {
    // anonymous searches are limited per address: no harvesting of the catalogue (docs/privacy.md)
    if (!request.caller) await limiter.consume(`search:ip:${request.ip}`, RATE_RULES.anonymousSearchPerIp);
    return accounts.candidates(request.caller, request.query.fn, request.query.ln, request.query.uid);
  });

  async function limitEmail(ip: string, email: string) {
    await limiter.consume(`email:ip:${ip}`, RATE_RULES.emailPerIp);
    await limiter.consume(`email:to:${email.trim().toLowerCase()}`, RATE_RULES.emailPerAddress);
  }

  app.get('/verify_email', {
    config: { access: PUBLIC },
    schema: {
      tags: ['accounts'],
      summary: 'Send (again) the verification e-mail; same answer for unknown addresses',
      querystring: ZEmailQuery,
      response: { 200: ZMessage, 429: ZErrorResponse },
    },
  }, async (request) => {
    await limitEmail(request.ip, request.query.email);
    await accounts.requestVerification(request.query.email);
    return { message: VERIFY_REQUESTED_MESSAGE };
  });

  // a verification link proves the mailbox; only the account's holder verifies it (docs/accounts-and-claims.md)
  app.post('/verify_email', {
    config: { access: PUBLIC },
    schema: {
      tags: ['accounts'],
      summary: "Verify the link's account: with the account's own session, or its user name (or e-mail) and password; a session of another account does not verify it",
      body: ZVerifyEmailBody,
      response: { 200: ZMessage, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 429: ZErrorResponse },
    },
  }, async (request) => ({ message: await accounts.confirmVerification(request.body, { caller: request.caller, ip: request.ip }) }));

  app.post('/verify_email/account', {
    config: { access: PUBLIC },
    schema: {
      tags: ['accounts'],
      summary: 'The user name and address a live verification link was sent for (the link proves the mailbox); the link stays unused',
      body: ZTokenBody,
      response: { 200: ZVerifyLinkAccount, 400: ZErrorResponse },
    },
  }, async (request) => accounts.verificationAccount(request.body.token));

  app.post('/verify_email/refuse', {
    config: { access: PUBLIC },
    schema: {
      tags: ['accounts'],
      summary: '"I did not sign up": removes the unverified account made with the address (and its pending claim), audited; a verified account answers 409',
      body: ZTokenBody,
      response: { 200: ZMessage, 400: ZErrorResponse, 409: ZErrorResponse },
    },
  }, async (request) => ({ message: await accounts.refuseSignUp(request.body.token, request.ip) }));

  app.get('/reset_password', {
    config: { access: PUBLIC },
    schema: {
      tags: ['accounts'],
      summary: 'E-mail a password reset link; same answer for unknown addresses',
      querystring: ZEmailQuery,
      response: { 200: ZMessage, 400: ZErrorResponse, 429: ZErrorResponse },
    },
  }, async (request) => {
    if (request.query.email === '') throw new ValidationFailed('Please enter a correct email Id', 'querystring.email');
    await limitEmail(request.ip, request.query.email);
    await accounts.requestPasswordReset(request.query.email);
    return { message: RESET_REQUESTED_MESSAGE };
  });

  app.post('/reset_password', {
    config: { access: PUBLIC },
    schema: { tags: ['accounts'], summary: 'Set a new password with the one-time link token; ends every session', body: ZNewPasswordBody, response: { 200: ZMessage, 400: ZErrorResponse } },
  }, async (request) => ({ message: await accounts.resetPassword(request.body.token, request.body.password) }));
};
