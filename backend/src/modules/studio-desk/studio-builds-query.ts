import { BUILD_STAGES } from '@tm/contracts/studio-desk';
import { z } from 'zod';

/**
 * GET /api/admin/custom-builds's query (decision 097): a stage, overdue=true, and q, the start of an
 * order number, a buyer's email or a business name. Kept beside the controller: the contract fixes the
 * answer (StudioBuildsPage), the query is only the desk's.
 */
export const StudioBuildsQuerySchema = z
  .object({
    stage: z.enum(BUILD_STAGES, { error: `stage must be one of ${BUILD_STAGES.join(', ')}` }).optional(),
    overdue: z
      .enum(['true', 'false'], { error: "overdue must be 'true' or 'false'" })
      .optional()
      .transform((v) => v === 'true'),
    q: z
      .string()
      .trim()
      .max(100, 'The search must be at most 100 characters')
      .optional()
      .transform((v) => (v ? v : undefined)),
    page: z.coerce
      .number({ error: 'page must be a whole number from 1' })
      .int('page must be a whole number from 1')
      .min(1, 'page must be a whole number from 1')
      .max(10_000, 'page must be at most 10000')
      .default(1),
  })
  .strict();

export type StudioBuildsQuery = z.output<typeof StudioBuildsQuerySchema>;
