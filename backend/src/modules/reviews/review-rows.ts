import type { AdminReview, RatingBreakdown, Review } from '@tm/contracts/reviews';
import type { UserEntity } from '../users/entities/user.entity';
import type { ReviewEntity } from './entities/review.entity';

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

export function emptyBreakdown(): RatingBreakdown {
  return { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
}
