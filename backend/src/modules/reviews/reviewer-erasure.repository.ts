import type { Step } from '../../database/atomic-steps';
import { lockTemplateRatingStep, refreshRatingSteps } from '../catalog';
import { ANONYMOUS_AUTHOR, countedClause } from './review-rows';

/**
 * The reviews of an account being deleted (decision 086), for the deletion's own batch: removed, or kept
 * without a trace of who wrote them (no user, no order, the author shown as a buyer with no name). Each
 * template's rating figures are recomputed behind its row's lock, as every review write does; the locks
 * are taken first, in id order, so two deletions touching the same templates queue instead of deadlocking.
 * `templateIds` are the templates the account reviewed (read just before).
 */
export function reviewerErasureSteps(
  userId: string,
  templateIds: readonly string[],
  choice: 'anonymise' | 'remove',
  demoStore: boolean,
): Step[] {
  if (templateIds.length === 0) return [];
  const templates = [...new Set(templateIds)].sort();
  return [
    ...templates.map(lockTemplateRatingStep),
    choice === 'remove'
      ? { sql: 'DELETE FROM reviews WHERE userId = ?', params: [userId] }
      : { sql: 'UPDATE reviews SET userId = NULL, orderId = NULL, author = ? WHERE userId = ?', params: [ANONYMOUS_AUTHOR, userId] },
    ...templates.flatMap((templateId) => refreshRatingSteps(templateId, countedClause(demoStore))),
  ];
}
