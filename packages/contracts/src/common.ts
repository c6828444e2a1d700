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

/** Positive integer id in a path or query string. */
export const ZIdParam = z.coerce.number().int().positive();

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;
