import { z } from 'zod';

/** GET /api/auth_search?first_name&last_name (docs/requirements/dashboards.md §7; also used by Change Login). */
export const ZAuthorSearchQuery = z.object({
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
}).refine((q) => q.first_name !== '' || q.last_name !== '', { message: 'Enter a first name or a last name', path: ['last_name'] });

export const ZAuthorSearchRow = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string(),
  univ_name: z.string(),
  /** only for the person, an administrator or a university user of that person's school (docs/privacy.md) */
  email: z.string().optional(),
  marker: z.number().int().nullable(),
  position: z.string(),
  /** whether a user account is linked to this author (Change Login can only act as one) */
  has_account: z.boolean(),
});
export type TAuthorSearchRow = z.infer<typeof ZAuthorSearchRow>;
