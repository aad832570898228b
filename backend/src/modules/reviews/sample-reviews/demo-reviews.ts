import type { DataSource, EntityManager } from 'typeorm';
import { randomFor } from '@tm/catalog-generator';
import { dialectOf, readDate, sqlDate } from '../../../database/sql-dialect';
import { uuidV7 } from '../../../database/uuid-v7';
import { countedClause } from '../review-rows';
import { sampleReviewRated } from './sample-review-texts';
import { refreshRatedTemplatesSteps } from '../../catalog';

/** Review rows per INSERT. */
const CHUNK = 500;

/**
 * The demo store's ratings as sample reviews (decision 038): the generated catalog comes with a rating
 * and a count per template; here each template gets that many sample reviews whose stars average to
 * it, and the figures are then recomputed from them, so what the demo store shows always follows from
 * reviews a visitor can read, each labelled "Sample review". Only for the demo store's start seed.
 */
export async function seedDemoReviews(dataSource: DataSource, seed: number, now: Date): Promise<number> {
  const templates = (await dataSource.query(
    'SELECT id, name, category, rating, ratingCount, createdAt FROM templates WHERE ratingCount > 0 ORDER BY id',
  )) as Array<{
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
    // The figures from the reviews, and their copies the browse niches and the search index use.
    for (const step of refreshRatedTemplatesSteps(countedClause(true))) await manager.query(step.sql, [...step.params]);
  });
  return written;
}

/** Stars taken off a five, review after review: mostly fours, some threes, a rare one or two (the J shape of real ratings). */
const OFF_FIVE = [1, 1, 2, 1, 4, 1, 1, 3, 1, 2] as const;

/**
 * `count` whole-star ratings (1-5) averaging as close to `average` as whole stars allow, spread the way
 * real ratings are. Believable first: from 3 reviews on not every one is five stars, and from 10 on at
 * least a fifth of a star per review is missing on average (so a best seller shows about 4.8 and some
 * fours, threes and a one, never 100 % five stars), whatever average the generated catalog gave.
 */
export function starsAveraging(average: number, count: number): number[] {
  if (count <= 0) return [];
  const missingAtLeast = count >= 10 ? Math.ceil(count * 0.2) : count >= 3 ? 1 : 0;
  const total = Math.min(5 * count - missingAtLeast, Math.max(count, Math.round(average * count)));
  const stars = Array.from({ length: count }, () => 5);
  let missing = 5 * count - total;
  for (let turn = 0; missing > 0; turn++) {
    const i = turn % count;
    const off = Math.min(OFF_FIVE[turn % OFF_FIVE.length]!, missing, stars[i]! - 1);
    stars[i]! -= off;
    missing -= off;
  }
  return stars;
}
