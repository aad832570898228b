import { z } from 'zod';

/**
 * 200 with 'ok' when every dependency answers in time, 503 with 'degraded' when one does not, 503 with
 * 'draining' once the node was told to stop (it finishes what it has, but takes nothing new).
 */
export const HealthStatusSchema = z.enum(['ok', 'degraded', 'draining']);

/** What anyone (a load balancer, a monitor) is told: up or down, nothing about the installation. */
export const PublicHealthSchema = z.object({ status: HealthStatusSchema }).strict();
export type PublicHealth = z.infer<typeof PublicHealthSchema>;

/** What a signed-in admin is told besides: the version and each dependency. */
export const HealthDetailsSchema = PublicHealthSchema.extend({
  version: z.string(),
  database: z.object({ type: z.enum(['sqlite', 'mysql']), ok: z.boolean() }),
  redis: z.object({ configured: z.boolean(), ok: z.boolean().nullable() }),
  queue: z.object({ driver: z.enum(['bull', 'in-process']) }),
});
export type HealthDetails = z.infer<typeof HealthDetailsSchema>;

/** GET /api/health answers one of the two. */
export const HealthSchema = z.union([HealthDetailsSchema, PublicHealthSchema]);
export type Health = z.infer<typeof HealthSchema>;
