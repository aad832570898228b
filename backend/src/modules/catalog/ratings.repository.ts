import type { Step } from '../../database/atomic-steps';
import { catalogChangeSteps, catalogChangesWhereStep } from './catalog-changes.repository';

/**
 * The catalog's statements for a template's rating figures, beside the sales-count steps: the catalog
 * is the only writer of templates (catalog-writer.service.ts), and the reviews module runs these in
 * the batch that changes a template's reviews. `counted` is the reviews module's rule of which reviews
 * count, as a condition on the reviews row `r`.
 */

/**
 * First in every batch that writes a template's reviews: takes the template row's lock (an UPDATE that
 * changes nothing still locks on InnoDB), so writers of one template queue on it. Without it two
 * writers deadlock on MySQL: each holds its new review and waits, in refreshRatingSteps' subqueries
 * (shared locks on the reviews read), for the other's.
 */
export function lockTemplateRatingStep(templateId: string): Step {
  return { sql: 'UPDATE templates SET ratingCount = ratingCount WHERE id = ?', params: [templateId] };
}

/**
 * The template's rating (average to one decimal) and ratingCount from its counted reviews, for the
 * batch that changed them: the figures can never drift from the reviews, whatever runs at once. Then
 * the copies in template_tags, which the browse niches are sorted and filtered by (decision 039).
 */
export function refreshRatingSteps(templateId: string, counted: string): Step[] {
  return [
    {
      sql: `UPDATE templates SET
            ratingCount = (SELECT COUNT(*) FROM reviews r WHERE r.templateId = ? AND ${counted}),
            rating = COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM reviews r WHERE r.templateId = ? AND ${counted}), 0)
          WHERE id = ?`,
      params: [templateId, templateId, templateId],
    },
    {
      sql: `UPDATE template_tags SET
            rating = (SELECT t.rating FROM templates t WHERE t.id = ?),
            ratingCount = (SELECT t.ratingCount FROM templates t WHERE t.id = ?)
          WHERE templateId = ?`,
      params: [templateId, templateId, templateId],
    },
    // The search index orders and filters by rating too (decision 054).
    ...catalogChangeSteps([templateId]),
  ];
}

/** The same for every template that has a rating count (the demo store's start seed, decision 038). */
export function refreshRatedTemplatesSteps(counted: string): Step[] {
  return [
    {
      sql: `UPDATE templates SET
         ratingCount = (SELECT COUNT(*) FROM reviews r WHERE r.templateId = templates.id AND ${counted}),
         rating = COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM reviews r WHERE r.templateId = templates.id AND ${counted}), 0)
       WHERE ratingCount > 0`,
      params: [],
    },
    {
      sql: `UPDATE template_tags SET
         rating = (SELECT t.rating FROM templates t WHERE t.id = template_tags.templateId),
         ratingCount = (SELECT t.ratingCount FROM templates t WHERE t.id = template_tags.templateId)
       WHERE templateId IN (SELECT id FROM templates WHERE ratingCount > 0)`,
      params: [],
    },
    catalogChangesWhereStep('ratingCount > 0'),
  ];
}
