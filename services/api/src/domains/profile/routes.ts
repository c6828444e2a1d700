import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParam, ZKeywordsResponse, ZProfileResponse, ZProfileUpdateBody, ZUniversityProfile } from '@ri/contracts';
import { mayReadEmail } from '../../http/privacy.ts';
import { ADMIN_ONLY, AUTHENTICATED, callerOf, rolesOnly } from '../../http/access.ts';
import type { ProfileService } from './service.ts';

const ZProfileId = z.object({ id: ZIdParam });
const ZCoAuthor = z.object({ coAuthorId: ZIdParam });
const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The faculty profile (read, update), a university's profile, and keywords. */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (app, { profiles }) => {
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

  // ------------------------------------------------------------------ keywords
  app.get('/get_profile_keywords', {
    config: { access: rolesOnly('faculty', 'admin') },
    schema: { tags: ['profile'], summary: 'My keywords, and the keywords used across the catalogue (for the chooser)', response: { 200: ZKeywordsResponse, 404: ZErrorResponse } },
  }, async (request) => profiles.keywords(await profiles.ownAuthorId(callerOf(request))));

  app.get('/get_auth_keywords/:coAuthorId', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['profile'], summary: 'An author\'s keywords, and the keywords used across the catalogue', params: ZCoAuthor, response: { 200: ZKeywordsResponse, 404: ZErrorResponse } },
  }, async (request) => profiles.keywords(request.params.coAuthorId));
};
