import type { AdminReview, RatingBreakdown, Review } from '@tm/contracts/reviews';
import type { Step } from '../../database/atomic-steps';
import type { UserEntity } from '../users/entities/user.entity';
import type { ReviewEntity } from './entities/review.entity';
import { catalogChangeSteps } from '../catalog/catalog-change-steps';

/** A stored review as the pages get it: a buyer's is a verified purchase, a sample says so. */
export function toReview(row: ReviewEntity): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    author: row.author,
    verifiedPurchase: !row.sample,
    sample: !!row.sample,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export function toAdminReview(row: ReviewEntity & { templateName: string; templateSlug: string }): AdminReview {
  return { ...toReview(row), templateId: row.templateId, templateName: row.templateName, templateSlug: row.templateSlug };
}

/** What a review shows of a buyer who gave no first name. */
export const ANONYMOUS_AUTHOR = 'Verified buyer';

/**
 * "Ada L.": the first name and the last name's initial, else "Verified buyer". Never the username or
 * the email: a username is half of a sign-in, and a list of them is a list of accounts to lock out or
 * guess at (decision 050).
 */
export function authorName(user: Pick<UserEntity, 'firstName' | 'lastName'>): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first) return `${first}${last ? ` ${last[0]!.toUpperCase()}.` : ''}`.slice(0, 60);
  return ANONYMOUS_AUTHOR;
}

/** Which reviews count in a template's figures: buyers' always, samples only in the demo store. */
export const countedClause = (demoStore: boolean) => (demoStore ? 'r.removedAt IS NULL' : 'r.removedAt IS NULL AND r.sample = 0');

/**
 * First in every batch that writes a template's reviews: takes the template row's lock (an UPDATE that
 * changes nothing still locks on InnoDB), so writers of one template queue on it. Without it two
 * writers deadlock on MySQL: each holds its new review and waits, in refreshRatingSteps' subqueries
 * (shared locks on the reviews read), for the other's.
 */
export function lockTemplateStep(templateId: string): Step {
  return { sql: 'UPDATE templates SET ratingCount = ratingCount WHERE id = ?', params: [templateId] };
}

/**
 * The template's rating (average to one decimal) and ratingCount from its counted reviews, for the
 * batch that changed them: the figures can never drift from the reviews, whatever runs at once. Then
 * the copies in template_tags, which the browse niches are sorted and filtered by (decision 039).
 */
export function refreshRatingSteps(templateId: string, demoStore: boolean): Step[] {
  const counted = countedClause(demoStore);
  return [
    {
      sql: `UPDATE templates SET
            ratingCount = (SELECT COUNT(*) FROM reviews r WHERE r.templateId = ? AND ${counted}),
            rating = COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM reviews r WHERE r.templateId = ? AND ${counted}), 0)
          WHERE id = ?`,
      params: [templateId, templateId, templateId],
    },
    copyRatingStep(templateId),
    // The search index orders and filters by rating too (decision 054).
    ...catalogChangeSteps([templateId]),
  ];
}

/** template_tags' copies of a template's rating and ratingCount, after the template's own changed. */
export function copyRatingStep(templateId: string): Step {
  return {
    sql: `UPDATE template_tags SET
            rating = (SELECT t.rating FROM templates t WHERE t.id = ?),
            ratingCount = (SELECT t.ratingCount FROM templates t WHERE t.id = ?)
          WHERE templateId = ?`,
    params: [templateId, templateId, templateId],
  };
}

export function emptyBreakdown(): RatingBreakdown {
  return { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
}
