import type { DataSource, EntityManager } from 'typeorm';
import { dialectOf, readDate, sqlDate } from '../../../database/sql-dialect';
import { refreshRatedTemplatesSteps } from '../../catalog';
import { countedClause } from '../review-rows';
import { demoReviews, type RatedTemplate } from './demo-reviews';

/** Review rows per INSERT. */
const CHUNK = 500;

/**
 * The demo store's sample reviews (demoReviews, decision 038) written, and the figures then recomputed
 * from them. Only for the demo store's start seed, which hands over the data source; the number written.
 */
export async function seedDemoReviews(dataSource: DataSource, seed: number, now: Date): Promise<number> {
  const templates = await ratedTemplates(dataSource);
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
    for (const review of demoReviews(templates, seed, now)) {
      const date = sqlDate(dialect, review.at);
      rows.push([review.id, review.templateId, review.author, review.rating, review.title, review.text, date, date]);
      if (rows.length >= CHUNK) await flush(manager);
    }
    await flush(manager);
    // The figures from the reviews, and their copies the browse niches and the search index use.
    for (const step of refreshRatedTemplatesSteps(countedClause(true))) await manager.query(step.sql, [...step.params]);
  });
  return written;
}

async function ratedTemplates(dataSource: DataSource): Promise<RatedTemplate[]> {
  const rows = (await dataSource.query(
    'SELECT id, name, category, rating, ratingCount, createdAt FROM templates WHERE ratingCount > 0 ORDER BY id',
  )) as Array<{
    id: string;
    name: string;
    category: string;
    rating: number | string;
    ratingCount: number | string;
    createdAt: Date | string;
  }>;
  return rows.map((row) => ({
    ...row,
    rating: Number(row.rating),
    ratingCount: Number(row.ratingCount),
    createdAt: readDate(row.createdAt),
  }));
}
