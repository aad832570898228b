import type { DataSource, EntityManager } from 'typeorm';
import { randomFor } from '../../catalog-generator';
import { dialectOf, readDate, sqlDate } from '../../catalog/sql-dialect';
import { uuidV7 } from '../../catalog/uuid-v7';
import { countedClause } from '../review-rows';
import { sampleReviewRated } from './sample-review-texts';

/** Review rows per INSERT. */
const CHUNK = 500;

/**
 * The demo store's ratings as sample reviews (issue 14 §4): the generated catalog comes with a rating
 * and a count per template; here each template gets that many sample reviews whose stars average to
 * it, and the figures are then recomputed from them, so what the demo store shows always follows from
 * reviews a visitor can read, each labelled "Sample review". Only for the demo store's start seed.
 */
export async function seedDemoReviews(dataSource: DataSource, seed: number, now: Date): Promise<number> {
  const templates = (await dataSource.query('SELECT id, name, category, rating, ratingCount, createdAt FROM templates WHERE ratingCount > 0 ORDER BY id')) as Array<{
    id: string;
    name: string;
    category: string;
    rating: number | string;
    ratingCount: number | string;
    createdAt: Date | string;
  }>;
  const dialect = dialectOf(dataSource);
  let rows: Array<Array<string | number | Date>> = [];
  let written = 0;
  const flush = async (manager: EntityManager) => {
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO reviews (id, templateId, userId, orderId, author, rating, title, text, sample, jobId, createdAt, updatedAt, removedAt, removedReason)
       VALUES ${rows.map(() => '(?, ?, NULL, NULL, ?, ?, ?, ?, 1, NULL, ?, ?, NULL, NULL)').join(', ')}`,
      rows.flat(),
    );
    written += rows.length;
    rows = [];
  };
  // The reviews and the figures computed from them commit together (on the transaction's own connection).
  await dataSource.transaction(async (manager) => {
    for (const template of templates) {
      const count = Number(template.ratingCount);
      const rng = randomFor('demo-review', seed, template.id);
      const stars = starsAveraging(Number(template.rating), count);
      const from = readDate(template.createdAt).getTime();
      const span = Math.max(1, now.getTime() - from);
      for (const rating of rng.shuffle(stars)) {
        const review = sampleReviewRated(rng, template, rating);
        const at = new Date(from + Math.floor(rng.next() * span));
        const date = sqlDate(dialect, at);
        rows.push([uuidV7(at.getTime()), template.id, review.author, review.rating, review.title, review.text, date, date]);
        if (rows.length >= CHUNK) await flush(manager);
      }
    }
    await flush(manager);
    await manager.query(
      `UPDATE templates SET
         ratingCount = (SELECT COUNT(*) FROM reviews r WHERE r.templateId = templates.id AND ${countedClause(true)}),
         rating = COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM reviews r WHERE r.templateId = templates.id AND ${countedClause(true)}), 0)
       WHERE ratingCount > 0`,
    );
    // The copies the browse niches are sorted and filtered by (decision 039).
    await manager.query(
      `UPDATE template_tags SET
         rating = (SELECT t.rating FROM templates t WHERE t.id = template_tags.templateId),
         ratingCount = (SELECT t.ratingCount FROM templates t WHERE t.id = template_tags.templateId)
       WHERE templateId IN (SELECT id FROM templates WHERE ratingCount > 0)`,
    );
  });
  return written;
}

/** `count` whole-star ratings (1-5) whose average is as close to `average` as whole stars allow, spread around it. */
export function starsAveraging(average: number, count: number): number[] {
  const total = Math.min(5 * count, Math.max(count, Math.round(average * count)));
  const base = Math.floor(total / count);
  const above = total - base * count;
  const stars = Array.from({ length: count }, (_, i) => (i < above ? base + 1 : base));
  // Widen it a little without moving the sum: a pair (a, b) becomes (a + 1, b - 1) where both stay in 1..5.
  for (let i = 0; i + 1 < count; i += 3) {
    if (stars[i]! < 5 && stars[i + 1]! > 1) {
      stars[i]! += 1;
      stars[i + 1]! -= 1;
    }
  }
  return stars;
}
