import { z } from 'zod';
import { CATEGORIES, LISTING_SUBCATEGORIES } from './catalog';
import { GENERATION_LIMITS, GENERATOR_PAGE_WORDPRESS } from './generation';
import { IMAGE_SCOPES, JOB_STATUSES } from './jobs';

const count = (name: string) =>
  z
    .number({
      error: `${name} must be a whole number from ${GENERATION_LIMITS.minCount} to ${GENERATION_LIMITS.maxApiCount.toLocaleString('en-US')}`,
    })
    .int(`${name} must be a whole number`)
    .min(GENERATION_LIMITS.minCount, `${name} must be at least ${GENERATION_LIMITS.minCount}`)
    .max(GENERATION_LIMITS.maxApiCount, `${name} must be at most ${GENERATION_LIMITS.maxApiCount.toLocaleString('en-US')}`);

/**
 * POST /api/admin/batch-generate-templates (docs/product/back-office.md §7): {useAI} plus either {targetTotal} or
 * {category, subcategory, count}. A subcategory of 'all' (or none) spreads the count over the
 * category; the generator page's own wordpress names are accepted and mapped (decision 032).
 */
export const GenerationRequestSchema = z
  .strictObject({
    useAI: z.boolean({ error: 'useAI must be true or false' }).optional().default(false),
    targetTotal: count('targetTotal').optional(),
    category: z.enum(CATEGORIES, { error: `category must be one of: ${CATEGORIES.join(', ')}` }).optional(),
    subcategory: z.string().max(60, 'subcategory must be at most 60 characters').nullable().optional(),
    count: count('count').optional(),
  })
  .superRefine((body, ctx) => {
    const hasTotal = body.targetTotal !== undefined;
    const hasCount = body.count !== undefined || body.category !== undefined;
    if (hasTotal === hasCount) {
      ctx.addIssue({ code: 'custom', message: 'Send either targetTotal, or category and count', path: [] });
      return;
    }
    if (hasCount && (body.category === undefined || body.count === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'category and count go together',
        path: [body.category === undefined ? 'category' : 'count'],
      });
    }
    if (hasTotal && body.subcategory) ctx.addIssue({ code: 'custom', message: 'subcategory needs a category', path: ['subcategory'] });
  })
  .transform((body, ctx) => {
    if (body.targetTotal !== undefined) return { useAI: body.useAI, target: { targetTotal: body.targetTotal } };
    const category = body.category!;
    const raw = body.subcategory?.trim() || 'all';
    const subcategory = raw === 'all' ? undefined : category === 'wordpress' ? (GENERATOR_PAGE_WORDPRESS[raw] ?? raw) : raw;
    if (subcategory !== undefined && !LISTING_SUBCATEGORIES[category].includes(subcategory)) {
      ctx.addIssue({
        code: 'custom',
        message: `subcategory must be all or one of ${category}'s: ${LISTING_SUBCATEGORIES[category].join(', ')}`,
        path: ['subcategory'],
      });
      return z.NEVER;
    }
    return { useAI: body.useAI, target: { category, ...(subcategory ? { subcategory } : {}), count: body.count! } };
  });

/** docs/product/back-office.md §3: each error is a string, or an object naming the template. */
export const JobErrorSchema = z.union([z.string(), z.object({ templateName: z.string(), error: z.string() })]);

/** docs/product/back-office.md §3 Generation job, and what the screens need beside it. */
export const GenerationJobSchema = z.object({
  jobId: z.string(),
  status: z.enum(JOB_STATUSES),
  totalTemplates: z.number().int(),
  /** Handled so far: made or failed. */
  processedTemplates: z.number().int(),
  generatedTemplates: z.number().int(),
  failedTemplates: z.number().int(),
  currentCategory: z.string().nullable(),
  currentSubcategory: z.string().nullable(),
  createdAt: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  useAI: z.boolean(),
  /** What was asked: a target total, or a category (and subcategory) with a count. */
  target: z.union([
    z.object({ targetTotal: z.number().int() }),
    z.object({ category: z.enum(CATEGORIES), subcategory: z.string().optional(), count: z.number().int() }),
  ]),
  errors: z.array(JobErrorSchema),
  errorCount: z.number().int(),
});

export const GenerationJobsSchema = z.object({ jobs: z.array(GenerationJobSchema) });
export const StartGenerationResponseSchema = z.object({ jobId: z.string(), job: GenerationJobSchema });

/** POST /api/admin/batch-replace-images: every template, those whose images are not stored yet, or one category. */
export const ImageReplacementRequestSchema = z
  .strictObject({
    scope: z
      .enum(IMAGE_SCOPES, { error: `scope must be one of: ${IMAGE_SCOPES.join(', ')}` })
      .optional()
      .default('all'),
    category: z.enum(CATEGORIES, { error: `category must be one of: ${CATEGORIES.join(', ')}` }).optional(),
  })
  .refine((body) => (body.scope === 'category') === (body.category !== undefined), {
    message: 'category goes with scope category, and only with it',
    path: ['category'],
  });

/** docs/product/back-office.md §3 Batch image replacement progress. */
export const ImageReplacementProgressSchema = z.object({
  jobId: z.string().nullable(),
  status: z.string(),
  scope: z.enum(IMAGE_SCOPES).nullable(),
  category: z.enum(CATEGORIES).nullable(),
  totalTemplates: z.number().int(),
  processedTemplates: z.number().int(),
  successfulGenerations: z.number().int(),
  failedGenerations: z.number().int(),
  /** Milliseconds, from the rate so far; null before there is one. */
  estimatedTimeRemaining: z.number().int().nullable(),
  currentCategory: z.string().nullable(),
  currentSubcategory: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  errors: z.array(JobErrorSchema),
  errorCount: z.number().int(),
});

export type GenerationRequest = z.output<typeof GenerationRequestSchema>;
export type GenerationJob = z.infer<typeof GenerationJobSchema>;
export type GenerationJobs = z.infer<typeof GenerationJobsSchema>;
export type StartGenerationResponse = z.infer<typeof StartGenerationResponseSchema>;
export type ImageReplacementRequest = z.output<typeof ImageReplacementRequestSchema>;
export type ImageReplacementProgress = z.infer<typeof ImageReplacementProgressSchema>;
