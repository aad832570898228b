// Zod-free at run time: the detail page imports these constants; the schemas live in reviews.schemas.ts.

/** Decision 038: reviews of templates, the admin's removal and the sample-review generator. */
export const REVIEWS_API = {
  /** GET ?page → ReviewsPage (anyone); POST ReviewBody → Review (a buyer, once). */
  list: '/api/templates/:id/reviews',
  /** GET → MyReview (signed in); PATCH ReviewPatch → Review; DELETE → 204. */
  mine: '/api/templates/:id/reviews/mine',
  /** POST {reason} (admin): the review leaves the page and the figures; audited. */
  adminRemove: '/api/admin/reviews/:id/remove',
  /** GET (admin): the latest reviews, for moderation. */
  adminList: '/api/admin/reviews',
  /** POST SampleReviewsBody → 202 SampleReviewsJob (admin, demo store); DELETE → {removed} every sample review. */
  adminSamples: '/api/admin/sample-reviews',
  /** GET (admin): a generator job's progress. */
  adminSampleJob: '/api/admin/sample-reviews/:jobId',
} as const;

export const reviewsPath = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const REVIEW_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  textMin: 10,
  textMax: 2_000,
  pageSize: 10,
  reasonMin: 3,
  reasonMax: 500,
  /** Sample reviews: templates one run may cover, and reviews per template. */
  sampleTemplatesMax: 500,
  samplePerTemplateMax: 20,
  /** Days after a purchase when the buyer is asked for a review. */
  reminderDays: 5,
} as const;

export const REVIEW_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5 stars',
  title: `Title must be ${REVIEW_LIMITS.titleMin} to ${REVIEW_LIMITS.titleMax} characters`,
  text: `Review must be ${REVIEW_LIMITS.textMin} to ${REVIEW_LIMITS.textMax.toLocaleString('en-US')} characters`,
  nothingToChange: 'Change the rating, the title or the text',
  signIn: 'Please sign in to review this template',
  notBuyer: 'Only customers who bought this template can review it',
  already: 'You have already reviewed this template; you can edit your review instead',
  noReview: 'You have not reviewed this template',
  removed: 'Your review of this template was removed by our moderators for breaking our review rules',
  templateNotFound: 'Template not found',
  reviewNotFound: 'Review not found',
  reason: `Please give a reason (${REVIEW_LIMITS.reasonMin} to ${REVIEW_LIMITS.reasonMax} characters)`,
  samplesRefused: 'Sample reviews are only for the demo store (set ALLOW_SAMPLE_REVIEWS=true to allow them here)',
  samplesTarget: 'Choose templates or a category',
} as const;

/** What the pages say. */
export const REVIEW_TEXTS = {
  verified: 'Verified purchase',
  sample: 'Sample review',
  howTitle: 'How reviews work',
  how: [
    'Only customers who bought the template can review it, once, and may edit or delete their review.',
    'Every rating is shown and counts in the average, low ones included; we do not pay for or filter reviews.',
    'We check each reviewer’s purchase, and remove a review only when it breaks the law or our terms (abuse, spam, personal data), never for its rating.',
  ],
  sampleNote: 'Sample reviews are generated demo content, not customers’ words; they never count in a live store’s rating.',
  empty: 'No reviews yet.',
} as const;

export interface Review {
  id: string;
  rating: number;
  title: string;
  text: string;
  /** The reviewer's first name and initial ("Ada L."); a sample's generated name. */
  author: string;
  verifiedPurchase: boolean;
  sample: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Stars 1-5 → how many counted reviews gave them. */
export type RatingBreakdown = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface ReviewsPage {
  reviews: Review[];
  /** Of the reviews that count in the rating (buyers'; sample ones only in the demo store). */
  breakdown: RatingBreakdown;
  /** Reviews listed (for paging), newest first. */
  total: number;
  page: number;
  pageSize: number;
  rating: string;
  ratingCount: number;
}

export interface MyReview {
  review: Review | null;
  /** May this user write a review (a completed, unrefunded purchase, none yet)? */
  canReview: boolean;
  /** Why not, when they may not and have no review. */
  reason: string | null;
}

export interface AdminReview extends Review {
  templateId: string;
  templateName: string;
  templateSlug: string;
}

export interface SampleReviewsJob {
  jobId: string;
  status: 'pending' | 'running' | 'completed' | 'failed' | 'cancelled';
  totalTemplates: number;
  processedTemplates: number;
  failedTemplates: number;
  createdAt: string;
  endTime: string | null;
}
