import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  postgres: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down']),
});
export type THealth = z.infer<typeof ZHealth>;
