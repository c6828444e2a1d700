import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@ri/db';
import { ZErrorResponse, ZSchoolAutocomplete, ZUniversityAutocomplete, ZUniversityOption } from '@ri/contracts';
import { AUTHENTICATED, PUBLIC } from '../../http/access.ts';
import { limitAnonymousAutocomplete, type RateLimiter } from '../../http/rateLimit.ts';
import { listUniversities, schoolsOfUniversity, searchSchools, searchUniversities } from './queries.ts';

/** the seeds' autocomplete matching limit */
const AUTOCOMPLETE_LIMIT = 200;
const ZText = z.object({ text: z.string().trim().min(1, 'Type at least one character').max(200) });
const ZUniversityId = z.object({ univId: z.coerce.number().int().positive().max(2_147_483_647) });

export const universityRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter }> = async (app, { db, limiter }) => {

  app.get('/auto/univ/:text', {
    config: { access: PUBLIC },
    schema: { tags: ['universities'], summary: 'University autocomplete (anonymous callers limited per address)', params: ZText, response: { 200: ZUniversityAutocomplete, 429: ZErrorResponse } },
    preHandler: async (request) => limitAnonymousAutocomplete(limiter, request),
  }, async (request) => ({
    universities: (await searchUniversities(db, request.params.text, AUTOCOMPLETE_LIMIT)).map((u) => ({ name: u.name, univ_id: u.id })),
  }));

  app.get('/auto/school/:text', {
    config: { access: PUBLIC },
    schema: { tags: ['universities'], summary: 'Business-school autocomplete (anonymous callers limited per address)', params: ZText, response: { 200: ZSchoolAutocomplete, 429: ZErrorResponse } },
    preHandler: async (request) => limitAnonymousAutocomplete(limiter, request),
  }, async (request) => ({ schools: await searchSchools(db, request.params.text, AUTOCOMPLETE_LIMIT) }));

  // issue 22: the work-experience form offers the schools of the university chosen, not every school
  app.get('/auto/univ_schools/:univId', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['universities'], summary: 'The business schools of one university (empty for an unknown one)', params: ZUniversityId, response: { 200: ZSchoolAutocomplete } },
  }, async (request) => ({ schools: await schoolsOfUniversity(db, request.params.univId) }));

  app.get('/get_universities/all', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['universities'], summary: 'Every university', response: { 200: z.array(ZUniversityOption) } },
  }, async () => (await listUniversities(db, false)).map((u) => ({ _id: u.id, name: u.name })));

  app.get('/get_universities/completed', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['universities'], summary: 'Universities whose faculty information is complete', response: { 200: z.array(ZUniversityOption) } },
  }, async () => (await listUniversities(db, true)).map((u) => ({ _id: u.id, name: u.name })));
};
