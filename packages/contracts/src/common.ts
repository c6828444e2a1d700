import { z } from 'zod';

/** Every 4xx/5xx answer of the API. `message` is the seeds' user-facing text where the seeds give one. */
export const ZErrorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** the request field a validation error is about, e.g. `body.username` */
  field: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZUserType = z.enum(['faculty', 'university', 'admin']);
export type TUserType = z.infer<typeof ZUserType>;

/** Positive integer id in a path or query string (ids are Postgres integers: at most 2^31 - 1). */
export const ZIdParam = z.coerce.number().int().positive().max(2_147_483_647, 'Not a valid id');

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;
