import { z } from 'zod';

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor_username: z.string().nullable(),
  /** the real admin when the change was made while impersonating */
  impersonator_user_id: z.number().int().nullable(),
  impersonator_username: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
