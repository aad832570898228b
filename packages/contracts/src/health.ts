import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ type: z.enum(['sqlite', 'mysql']), ok: z.boolean() }),
  redis: z.object({ configured: z.boolean(), ok: z.boolean().nullable() }),
  queue: z.object({ driver: z.enum(['bull', 'in-process']) }),
});
export type Health = z.infer<typeof HealthSchema>;
