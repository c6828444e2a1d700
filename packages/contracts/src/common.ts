import { z } from 'zod';

// In the browser, zod compiles its object parsers only if it may: it probes with `new Function`,
// which the app's content-security policy (no 'unsafe-eval', docs/reliability.md) refuses and
// reports as a violation. Parsing without the compiled parsers gives the same results. index.ts
// loads this module first, so this runs before any contract schema is built. The API keeps them.
if ('document' in globalThis) z.config({ jitless: true });

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

/**
 * An id as a form sends it: a number, or a string of digits ('' for none); at most 2^31 - 1 either
 * way (an id past a Postgres integer reached a query as a 500 before: docs/reliability.md).
 */
export function idOrDigits(message = 'Not a valid id') {
  return z.union([
    z.number().int().positive().max(2_147_483_647, message),
    z.string().regex(/^\d*$/, message).refine((digits) => digits === '' || Number(digits) <= 2_147_483_647, message),
  ]);
}

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;
