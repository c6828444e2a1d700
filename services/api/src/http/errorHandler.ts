import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorResponse } from '@ri/contracts';
import { HttpError, STATUS_NAMES, TooManyRequests } from './errors.ts';

/** Every error answer's body: `{ statusCode, error, message, field? }` (docs/api-conventions.md, "Errors and messages"). */
export function errorBody(statusCode: number, message: string, field?: string): TErrorResponse {
  return { statusCode, error: STATUS_NAMES[statusCode] ?? 'Error', message, ...(field ? { field } : {}) };
}

/** Fastify's and its plugins' own 4xx, said for people (JSON.parse's "Expected ... at position 3" says nothing to them). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request has no content: send a JSON body or no Content-Type.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This kind of content is not accepted here: send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request\'s length does not match its content.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_TYPE: 'The request\'s Content-Type is not valid.',
  FST_ERR_VALIDATION: 'This request is not valid.',
};

/** 503's sentence when the database has no free connection for the request (docs/reliability.md, "Busy database"). */
export const DATABASE_BUSY_MESSAGE = 'The server is busy. Please try again in a minute.';
/** Seconds a client is asked to wait (Retry-After) when the database is busy. */
export const DATABASE_BUSY_RETRY_SECONDS = 60;

/**
 * The pool found no free connection within its connectionTimeoutMillis (pg-pool), or a new connection
 * to the server did not open in time (pg): the server is overloaded, not broken; the client may retry.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return message === 'timeout exceeded when trying to connect' || message === 'Connection terminated due to connection timeout';
}

function frameworkMessage(error: FastifyError, status: number): string {
  if (error.code && FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code]!;
  if (error instanceof SyntaxError || /JSON/.test(error.message)) return 'The request body is not valid JSON.';
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'This kind of content is not accepted here.';
  return error.message;
}

/**
 * One error handler: typed errors keep their status and message; 4xx keep their message; 5xx are
 * logged and hidden. Unknown paths: a JSON 404 under /api; the web app's index.html for other GETs
 * when the app is served (client-side routes survive a reload).
 */
export function registerErrorHandler(app: FastifyInstance, options: { serveWebIndex: boolean }): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error instanceof TooManyRequests) reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      // the error body is the same for every route, whatever the route declares for that status (health's own 503,
      // the load-shedding 503 of under-pressure on any route): sent as it is, not through the route's schema
      return reply.status(error.statusCode).type('application/json; charset=utf-8').serializer(JSON.stringify).send(errorBody(error.statusCode, error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const context = error.validationContext ?? 'request';
      const path = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const field = path ? `${context}.${path}` : context;
      // the sentence was made when the request was parsed (http/validation.ts: the schema's own message, else issueMessage);
      // `field` keeps the path so that the web can place it beside its input
      const message = issue?.message ?? 'This request is not valid.';
      return reply.status(400).send(errorBody(400, message, field));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply.status(500).send(errorBody(500, 'Internal Server Error. Please try again after some time'));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // a plugin's own 429 without the header still tells the caller when to come back
      if (status === 429 && !reply.hasHeader('Retry-After')) reply.header('Retry-After', '60');
      // Fastify's own 4xx (malformed JSON, body too large, unsupported media type ...): a sentence, not the parser's words
      return reply.status(status).send(errorBody(status, frameworkMessage(error, status)));
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy: no free connection');
      reply.header('Retry-After', String(DATABASE_BUSY_RETRY_SECONDS));
      return reply.status(503).type('application/json; charset=utf-8').serializer(JSON.stringify).send(errorBody(503, DATABASE_BUSY_MESSAGE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'Internal Server Error. Please try again after some time'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.serveWebIndex && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
