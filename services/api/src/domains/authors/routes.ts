import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@ri/db';
import { normaliseName } from '@ri/db';
import { ZAuthorSearchQuery, ZAuthorSearchRow } from '@ri/contracts';
import { AUTHENTICATED, callerOf } from '../../http/access.ts';
import { withEmailFor } from '../../http/privacy.ts';
import { searchAuthorsByName } from './queries.ts';

export const authorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/auth_search', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['authors'], summary: 'Find authors by first and last name', querystring: ZAuthorSearchQuery, response: { 200: z.object({ authors: z.array(ZAuthorSearchRow) }) } },
  }, async (request) => {
    const caller = callerOf(request);
    const rows = await searchAuthorsByName(db, normaliseName(request.query.first_name), normaliseName(request.query.last_name));
    return {
      // e-mail addresses only where the privacy table allows them (docs/privacy.md)
      authors: rows.map((r) => withEmailFor(caller, { authorId: r.id, universityId: r.university_id }, {
        id: r.id, first_name: r.first_name, last_name: r.last_name, profile_picture: r.profile_picture, univ_name: r.univ_name ?? '',
        email: r.email, marker: r.marker, position: r.position, has_account: r.user_id !== null,
      })),
    };
  });
};
