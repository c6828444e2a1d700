import { z } from 'zod';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParam, ZPictureUploadFields, ZUploadResponse } from '@ri/contracts';
import { ADMIN_ONLY, AUTHENTICATED, callerOf, rolesOnly } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validation.ts';
import { contentTypeOf } from '../../storage/fileStorage.ts';
import type { ProfileService } from '../profile/service.ts';
import { CV_LIMIT_BYTES, CV_TOO_LARGE_MESSAGE, PICTURE_LIMIT_BYTES, PICTURE_TOO_LARGE_MESSAGE, type UploadService } from './service.ts';
import { withUpload } from './upload.ts';

const ZCoAuthor = z.object({ coAuthorId: ZIdParam });
const uploadErrors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 413: ZErrorResponse, 415: ZErrorResponse, 429: ZErrorResponse };

/** Uploads (a CV, a picture) and the stored files a profile or a university points at. */
export const fileRoutes: FastifyPluginAsyncZod<{ uploads: UploadService; profiles: ProfileService }> = async (app, { uploads, profiles }) => {
  if (!app.hasRequestDecorator('isMultipart')) {
    await app.register(fastifyMultipart, { limits: { fileSize: CV_LIMIT_BYTES, files: 1, fields: 20, fieldSize: 10_000 } });
  }

  app.post('/profile/upload_cv', {
    config: { access: rolesOnly('faculty') },
    schema: { tags: ['profile'], summary: 'Upload my CV (multipart `file`, PDF, at most 10 MB); stores its URL as cv', response: { 200: ZUploadResponse, ...uploadErrors } },
  }, async (request) => {
    const caller = callerOf(request);
    const authorId = await profiles.ownAuthorId(caller);
    return withUpload(request, CV_LIMIT_BYTES, CV_TOO_LARGE_MESSAGE, (file) => uploads.uploadCv(caller, authorId, file, request.ip));
  });

  app.post('/editauthor/upload_cv/:coAuthorId', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['profile'], summary: 'Admin: upload a faculty member\'s CV (multipart `file`, PDF, at most 10 MB)', params: ZCoAuthor, response: { 200: ZUploadResponse, ...uploadErrors } },
  }, async (request) => {
    return withUpload(request, CV_LIMIT_BYTES, CV_TOO_LARGE_MESSAGE, (file) => uploads.uploadCv(callerOf(request), request.params.coAuthorId, file, request.ip));
  });

  app.post('/profile/upload_picture', {
    config: { access: AUTHENTICATED },
    schema: {
      tags: ['profile'],
      summary: 'Upload a profile picture (multipart `file`: JPEG, PNG or WebP, at most 5 MB; resized to 512x512 at most). University users: their university (univ_id); admins: user_id (author) or univ_id',
      response: { 200: ZUploadResponse, ...uploadErrors },
    },
  }, async (request) => {
    return withUpload(request, PICTURE_LIMIT_BYTES, PICTURE_TOO_LARGE_MESSAGE,
      (file, fields) => {
        // the ids are checked before the picture is: an id past a Postgres integer reached a query (docs/api-conventions.md)
        const ids = parseInput(ZPictureUploadFields, { user_id: fields.user_id, univ_id: fields.univ_id }, 'body');
        return uploads.uploadPicture(callerOf(request), file, { user_id: ids.user_id?.toString(), univ_id: ids.univ_id?.toString() }, request.ip);
      });
  });

  // ------------------------------------------------------------------ stored files
  app.get('/files/:name', {
    config: { access: AUTHENTICATED },
    schema: {
      tags: ['profile'],
      summary: 'A stored file a profile or university points at (CV, marked CV, picture): readable by every signed-in user, as profiles are; earlier, replaced files by admins only',
      params: z.object({ name: z.string().max(200) }),
    },
  }, async (request, reply) => {
    const bytes = await uploads.read(callerOf(request), request.params.name);
    if (bytes === null) throw new NotFound('This file does not exist.');
    return reply
      .type(contentTypeOf(request.params.name))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `inline; filename="${request.params.name}"`)
      .send(bytes);
  });
};
