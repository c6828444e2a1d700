import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADD_AUTHOR_CV_MAX_BYTES, ADD_AUTHOR_MESSAGES, ZAddAuthorFields, ZAddAuthorResult, ZAddAuthorSearchQuery, ZAddAuthorSearchResult, ZErrorResponse,
} from '@ri/contracts';
import { ADMIN_ONLY, callerOf } from '../../http/access.ts';
import { UnsupportedMediaType } from '../../http/errors.ts';
import { parseInput } from '../../http/validation.ts';
import { withUpload } from '../files/upload.ts';
import type { AddAuthorService } from './service.ts';

const tags = ['add author'];

export const addAuthorRoutes: FastifyPluginAsyncZod<{ addAuthor: AddAuthorService }> = async (app, { addAuthor }) => {
  if (!app.hasRequestDecorator('isMultipart')) {
    await app.register(fastifyMultipart, { limits: { fileSize: ADD_AUTHOR_CV_MAX_BYTES, files: 1, fields: 30, fieldSize: 10_000 } });
  }

  app.get('/add_author_tool/auth_search', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: "'Look if Author exists': authors by first and last name", querystring: ZAddAuthorSearchQuery, response: { 200: ZAddAuthorSearchResult, 400: ZErrorResponse } },
  }, async (request) => addAuthor.search(request.query.first_name, request.query.last_name));

  app.post('/add_author_tool/add', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Create new record (multipart/form-data: the text fields, and the CV as the part named file: a PDF of at most 10 MB)',
      consumes: ['multipart/form-data'],
      response: { 200: ZAddAuthorResult, 400: ZErrorResponse, 409: ZErrorResponse, 413: ZErrorResponse, 415: ZErrorResponse },
    },
  }, async (request) => {
    if (!request.isMultipart()) throw new UnsupportedMediaType(ADD_AUTHOR_MESSAGES.notMultipart);
    return withUpload(request, ADD_AUTHOR_CV_MAX_BYTES, ADD_AUTHOR_MESSAGES.cvTooLarge,
      (file, fields) => addAuthor.add(callerOf(request), parseInput(ZAddAuthorFields, fields, 'body'), file, request.ip));
  });
};
