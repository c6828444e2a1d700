import { z } from 'zod';
import fastifyMultipart from '@fastify/multipart';
import { assertValidText } from '../../http/nulCharacters.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDeptPostBody, ZDeptPostResponse, ZDeptQuery, ZDeptResponse, ZErrorResponse, ZIdParam, ZKeywordsResponse, ZMarkJournalsBody,
  ZMarkJournalsStarted, ZMessage, ZProfileResponse, ZProfileUpdateBody, ZSendEmailBody, ZTeamRequest, ZTeamRequestsQuery,
  ZUniversityProfile, ZUploadResponse, type TDepartmentConfigBody, type TDeptPostBody,
} from '@ri/contracts';
import { mayReadEmail } from '../../http/privacy.ts';
import { ADMIN_ONLY, AUTHENTICATED, callerOf, rolesOnly, type Caller } from '../../http/access.ts';
import { PayloadTooLarge, ValidationFailed } from '../../http/errors.ts';
import { parseInput } from '../../http/validation.ts';
import type { RateLimiter, RateRule } from '../../http/rateLimit.ts';
import { contentTypeOf } from '../../storage/fileStorage.ts';
import { NotFound } from '../../http/errors.ts';
import type { DepartmentConfigService } from '../departments/service.ts';
import type { ProfileService } from './service.ts';
import { CV_LIMIT_BYTES, CV_TOO_LARGE_MESSAGE, PICTURE_LIMIT_BYTES, PICTURE_TOO_LARGE_MESSAGE, type UploadService } from '../files/service.ts';

/** Team requests (send_email, department requests) per user and hour. */
export const TEAM_REQUEST_RULE: RateRule = {
  limit: 10,
  windowSeconds: 60 * 60,
  message: 'You have sent several requests in the last hour. Please wait a little before sending another.',
};

const ZProfileId = z.object({ id: ZIdParam });
const ZCoAuthor = z.object({ coAuthorId: ZIdParam });
const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const uploadErrors = { ...errors, 413: ZErrorResponse, 415: ZErrorResponse };

export interface Upload {
  file: Uint8Array | null;
  fields: Record<string, string>;
}

const isDepartmentConfiguration = (body: TDeptPostBody): body is TDepartmentConfigBody => Array.isArray(body.department);

/** Reads a multipart form: its one file (buffered, at most `limit` bytes) and its text fields. */
export async function readUpload(request: FastifyRequest, limit: number, tooLarge: string): Promise<Upload> {
  if (!request.isMultipart()) return { file: null, fields: {} };
  const fields: Record<string, string> = {};
  let file: Uint8Array | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1, fields: 20, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (file === null && bytes.length > 0) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLarge(tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new ValidationFailed('Please upload one file at a time.', 'file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ValidationFailed('Too many form fields.', 'body');
    throw new ValidationFailed('The upload could not be read. Please try again.', 'file');
  }
  // the shared text rule (NUL, ill-formed Unicode) for the form's text fields, before any route uses them
  assertValidText(fields, 'body');
  return { file, fields };
}

export const profileRoutes: FastifyPluginAsyncZod<{
  profiles: ProfileService; uploads: UploadService; limiter: RateLimiter;
  /** Department configuration (domains/departments), which shares GET/POST dept */
  departmentConfig: DepartmentConfigService;
}> = async (app, { profiles, uploads, limiter, departmentConfig }) => {
  if (!app.hasRequestDecorator('isMultipart')) {
    await app.register(fastifyMultipart, { limits: { fileSize: CV_LIMIT_BYTES, files: 1, fields: 20, fieldSize: 10_000 } });
  }

  const limitRequests = async (caller: Caller) => {
    if (caller.type !== 'admin') await limiter.consume(`team-request:user:${caller.userId}`, TEAM_REQUEST_RULE);
  };

  // ------------------------------------------------------------------ the profile
  app.get('/profile/get_profile', {
    config: { access: rolesOnly('faculty', 'admin') },
    schema: { tags: ['profile'], summary: 'My profile (the author linked to this account), with missing items and warnings', response: { 200: ZProfileResponse, 404: ZErrorResponse } },
  }, async (request) => profiles.getProfile(await profiles.ownAuthorId(callerOf(request))));

  app.get('/profile/:id', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['profile'], summary: 'Any author\'s profile, read-only (every signed-in user; the e-mail only where docs/privacy.md allows it)', params: ZProfileId, response: { 200: ZProfileResponse, 404: ZErrorResponse } },
  }, async (request) => {
    const profile = await profiles.getProfile(request.params.id);
    const allowed = mayReadEmail(callerOf(request), { authorId: profile._id, universityId: typeof profile.univ_id === 'number' ? profile.univ_id : null });
    return allowed ? profile : { ...profile, email: '' };
  });

  app.put('/profile/update', {
    config: { access: rolesOnly('faculty') },
    schema: {
      tags: ['profile'],
      summary: 'Update my profile: { update: {...seed fields} }; every rule of docs/requirements/profile-and-accounts.md §5; refused on a verified profile',
      body: ZProfileUpdateBody,
      response: { 200: ZProfileResponse, ...errors },
    },
  }, async (request) => {
    const caller = callerOf(request);
    return profiles.updateProfile(caller, await profiles.ownAuthorId(caller), request.body.update, request.ip);
  });

  app.put('/profile/:id', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['profile'],
      summary: 'Admin: update a faculty member\'s profile (verified too; incomplete personal information allowed)',
      params: ZProfileId,
      body: ZProfileUpdateBody,
      response: { 200: ZProfileResponse, ...errors },
    },
  }, async (request) => profiles.updateProfile(callerOf(request), request.params.id, request.body.update, request.ip));

  app.get('/univ_profile/get_univ_profile', {
    config: { access: rolesOnly('university') },
    schema: { tags: ['profile'], summary: 'My university\'s profile', response: { 200: ZUniversityProfile, 404: ZErrorResponse } },
  }, async (request) => profiles.universityProfile(callerOf(request)));

  // ------------------------------------------------------------------ departments and requests
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
    const answer = await profiles.departments(caller, request.query.id);
    // department configuration (docs/requirements/admin-tools.md) reads the same path: those allowed to configure also get the lists
    const universityId = request.query.id ?? caller.universityId;
    if (universityId === null || !departmentConfig.mayConfigure(caller, universityId)) return answer;
    const config = await departmentConfig.read(universityId);
    return { ...answer, ...config, departments: answer.fallback ? answer.departments : config.departments };
  });

  /**
   * One route for every POST dept body (a union in @ri/contracts): docs/requirements/profile-and-accounts.md's `{ id, department }`
   * is handled here; the Department Configuration's whole list (`department` an array) goes to
   * domains/departments.
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
    return profiles.addDepartment(caller, body, request.ip);
  });

  app.post('/send_email', {
    config: { access: AUTHENTICATED },
    schema: {
      tags: ['profile'],
      summary: 'Ask the team (add a university, school, department, paper ...): stored as a team request and e-mailed to the team',
      body: ZSendEmailBody,
      response: { 200: ZMessage.extend({ id: z.number().int() }), 400: ZErrorResponse, 429: ZErrorResponse },
    },
  }, async (request) => {
    const caller = callerOf(request);
    await limitRequests(caller);
    return profiles.sendEmail(caller, request.body);
  });

  app.get('/team_requests', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['profile'], summary: 'Requests sent to the team, newest first', querystring: ZTeamRequestsQuery, response: { 200: z.object({ requests: z.array(ZTeamRequest) }) } },
  }, async (request) => ({ requests: await profiles.teamRequests(request.query) }));

  // ------------------------------------------------------------------ keywords
  app.get('/get_profile_keywords', {
    config: { access: rolesOnly('faculty', 'admin') },
    schema: { tags: ['profile'], summary: 'My keywords, and the keywords used across the catalogue (for the chooser)', response: { 200: ZKeywordsResponse, 404: ZErrorResponse } },
  }, async (request) => profiles.keywords(await profiles.ownAuthorId(callerOf(request))));

  app.get('/get_auth_keywords/:coAuthorId', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['profile'], summary: 'An author\'s keywords, and the keywords used across the catalogue', params: ZCoAuthor, response: { 200: ZKeywordsResponse, 404: ZErrorResponse } },
  }, async (request) => profiles.keywords(request.params.coAuthorId));

  // ------------------------------------------------------------------ uploads
  app.post('/profile/upload_cv', {
    config: { access: rolesOnly('faculty') },
    schema: { tags: ['profile'], summary: 'Upload my CV (multipart `file`, PDF, at most 10 MB); stores its URL as cv', response: { 200: ZUploadResponse, ...uploadErrors } },
  }, async (request) => {
    const caller = callerOf(request);
    const authorId = await profiles.ownAuthorId(caller);
    const { file } = await readUpload(request, CV_LIMIT_BYTES, CV_TOO_LARGE_MESSAGE);
    return uploads.uploadCv(caller, authorId, file, request.ip);
  });

  app.post('/editauthor/upload_cv/:coAuthorId', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['profile'], summary: 'Admin: upload a faculty member\'s CV (multipart `file`, PDF, at most 10 MB)', params: ZCoAuthor, response: { 200: ZUploadResponse, ...uploadErrors } },
  }, async (request) => {
    const { file } = await readUpload(request, CV_LIMIT_BYTES, CV_TOO_LARGE_MESSAGE);
    return uploads.uploadCv(callerOf(request), request.params.coAuthorId, file, request.ip);
  });

  app.post('/profile/upload_picture', {
    config: { access: AUTHENTICATED },
    schema: {
      tags: ['profile'],
      summary: 'Upload a profile picture (multipart `file`: JPEG, PNG or WebP, at most 5 MB; resized to 512x512 at most). University users: their university (univ_id); admins: user_id (author) or univ_id',
      response: { 200: ZUploadResponse, ...uploadErrors },
    },
  }, async (request) => {
    const { file, fields } = await readUpload(request, PICTURE_LIMIT_BYTES, PICTURE_TOO_LARGE_MESSAGE);
    return uploads.uploadPicture(callerOf(request), file, { user_id: fields.user_id, univ_id: fields.univ_id }, request.ip);
  });

  app.post('/mark_journals', {
    config: { access: rolesOnly('faculty', 'admin') },
    schema: {
      tags: ['profile'],
      summary: 'Mark CV: starts the Mark CV job (202) on the CV (multipart `file`, or the stored CV); follow GET /api/jobs/mark-cv/{job_id}/events: the completed event carries the marked copy (each graded journal highlighted in its tier colour; stored as highlighted_cv) and the journals found',
      response: { 202: ZMarkJournalsStarted, ...uploadErrors },
    },
  }, async (request, reply) => {
    const caller = callerOf(request);
    let file: Uint8Array | null = null;
    let raw: unknown = request.body ?? {};
    if (request.isMultipart()) {
      const upload = await readUpload(request, CV_LIMIT_BYTES, CV_TOO_LARGE_MESSAGE);
      file = upload.file;
      raw = upload.fields;
    }
    return reply.status(202).send(await uploads.markJournals(caller, { file, ...parseInput(ZMarkJournalsBody, raw, 'body') }, request.ip));
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
