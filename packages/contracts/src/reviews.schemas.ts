import { z } from 'zod';
import { CATEGORIES } from './catalog';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './reviews';
import { plainText } from './plain-text';

const rating = z
  .number({ error: REVIEW_MESSAGES.rating })
  .int(REVIEW_MESSAGES.rating)
  .min(1, REVIEW_MESSAGES.rating)
  .max(5, REVIEW_MESSAGES.rating);
const title = plainText('Title')
  .trim()
  .min(REVIEW_LIMITS.titleMin, REVIEW_MESSAGES.title)
  .max(REVIEW_LIMITS.titleMax, REVIEW_MESSAGES.title);
const text = z
  .string({ error: REVIEW_MESSAGES.text })
  .trim()
  .min(REVIEW_LIMITS.textMin, REVIEW_MESSAGES.text)
  .max(REVIEW_LIMITS.textMax, REVIEW_MESSAGES.text)
  .refine(
    // eslint-disable-next-line no-control-regex
    (v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(v),
    'Review cannot contain control characters',
  );

/** POST a review: all three. */
export const ReviewBodySchema = z.strictObject({ rating, title, text });

/** The page's form: its inputs hold text, so the rating is read as a number first ("" is no rating). */
export const ReviewFormSchema = z.object({ rating: z.coerce.number({ error: REVIEW_MESSAGES.rating }).pipe(rating), title, text });

/** PATCH your review: any of the three, at least one. */
export const ReviewPatchSchema = z
  .strictObject({ rating: rating.optional(), title: title.optional(), text: text.optional() })
  .refine((v) => v.rating !== undefined || v.title !== undefined || v.text !== undefined, REVIEW_MESSAGES.nothingToChange);

export const ReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const RemoveReviewBodySchema = z.strictObject({
  reason: plainText('Reason')
    .trim()
    .min(REVIEW_LIMITS.reasonMin, REVIEW_MESSAGES.reason)
    .max(REVIEW_LIMITS.reasonMax, REVIEW_MESSAGES.reason),
});

/** The generator: chosen templates, or a category (and subcategory); how many each; how the ratings spread. */
export const SampleReviewsBodySchema = z
  .strictObject({
    templateIds: z.array(z.string().min(1).max(36)).min(1).max(REVIEW_LIMITS.sampleTemplatesMax).optional(),
    category: z.enum(CATEGORIES).optional(),
    subcategory: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/)
      .optional(),
    perTemplate: z.number().int().min(1).max(REVIEW_LIMITS.samplePerTemplateMax),
    /** positive: mostly 4-5 stars; mixed: all five; critical: mostly 1-3. */
    spread: z.enum(['positive', 'mixed', 'critical']).default('positive'),
  })
  .refine((v) => (v.templateIds ? !v.category && !v.subcategory : !!v.category), REVIEW_MESSAGES.samplesTarget)
  .refine((v) => !v.subcategory || !!v.category, REVIEW_MESSAGES.samplesTarget);

export type ReviewBody = z.input<typeof ReviewBodySchema>;
export type ReviewPatch = z.input<typeof ReviewPatchSchema>;
export type RemoveReviewBody = z.input<typeof RemoveReviewBodySchema>;
export type SampleReviewsBody = z.input<typeof SampleReviewsBodySchema>;
