import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../../database/atomic-steps';
import { dialectOf, sqlDate } from '../../../database/sql-dialect';
import { lockTemplateRatingStep, refreshRatingSteps } from '../../catalog';
import { countedClause } from '../review-rows';

/** A sample review the generator wrote for a template (sample = 1). */
export interface SampleReviewRow {
  id: string;
  author: string;
  rating: number;
  title: string;
  text: string;
  /** Its createdAt and updatedAt. */
  at: Date;
}

/**
 * The review generator's statements (decision 038): the templates a job is for, the steps that add a
 * template's sample reviews with its figures, and the removal of every sample. `demoStore` says which
 * reviews count in the figures (countedClause).
 */
@Injectable()
export class SampleReviewsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Of the given ids, those of existing templates (in no particular order). */
  async existingTemplateIds(ids: readonly string[]): Promise<string[]> {
    const found = (await this.dataSource.query(`SELECT id FROM templates WHERE id IN (${ids.map(() => '?').join(', ')})`, [
      ...ids,
    ])) as Array<{ id: string }>;
    return found.map((r) => r.id);
  }

  /** A category's (or subcategory's) best sellers, newest first among equals, at most `limit`. */
  async bestSellerIds(category: string, subcategory: string | undefined, limit: number): Promise<string[]> {
    const where = subcategory ? 'category = ? AND subcategory = ?' : 'category = ?';
    const params = subcategory ? [category, subcategory] : [category];
    const rows = (await this.dataSource.query(
      `SELECT id FROM templates WHERE ${where} ORDER BY salesCount DESC, createdAt DESC, id DESC LIMIT ${limit}`,
      params,
    )) as Array<{ id: string }>;
    return rows.map((r) => r.id);
  }

  /** The job's record and `alsoRun` (its audit entry) in one transaction. */
  async createJob(jobSteps: readonly Step[], alsoRun: readonly Step[]): Promise<void> {
    await runAtomically(this.dataSource, [...jobSteps, ...alsoRun]);
  }

  /** The templates of a batch that still exist, with what the texts are written from. */
  async templates(ids: readonly string[]): Promise<Array<{ id: string; name: string; category: string; subcategory: string }>> {
    if (ids.length === 0) return [];
    return (await this.dataSource.query(
      `SELECT id, name, category, subcategory FROM templates WHERE id IN (${ids.map(() => '?').join(', ')})`,
      [...ids],
    )) as Array<{ id: string; name: string; category: string; subcategory: string }>;
  }

  /** For the job's batch: a template's sample reviews, behind its row's lock, and its figures recomputed. */
  addReviewsSteps(templateId: string, jobId: string, reviews: readonly SampleReviewRow[], demoStore: boolean): Step[] {
    const dialect = dialectOf(this.dataSource);
    const rows = reviews.map((review) => {
      const date = sqlDate(dialect, review.at);
      return [review.id, templateId, review.author, review.rating, review.title, review.text, jobId, date, date];
    });
    return [
      lockTemplateRatingStep(templateId),
      {
        sql: `INSERT INTO reviews (id, templateId, userId, orderId, author, rating, title, text, sample, jobId, createdAt, updatedAt, removedAt, removedReason)
              VALUES ${rows.map(() => '(?, ?, NULL, NULL, ?, ?, ?, ?, 1, ?, ?, ?, NULL, NULL)').join(', ')}`,
        params: rows.flat(),
      },
      ...refreshRatingSteps(templateId, countedClause(demoStore)),
    ];
  }

  /** How many sample reviews each template has (only templates with some). */
  async samplesPerTemplate(): Promise<Array<{ templateId: string; count: number }>> {
    const rows = (await this.dataSource.query(
      'SELECT templateId, COUNT(*) AS n FROM reviews WHERE sample = 1 GROUP BY templateId',
    )) as Array<{
      templateId: string;
      n: number | string;
    }>;
    return rows.map((row) => ({ templateId: row.templateId, count: Number(row.n) }));
  }

  /** Every sample review goes and the given templates' figures are recomputed, with `alsoRun` (the audit entry), in one transaction. */
  async removeAll(templateIds: readonly string[], demoStore: boolean, alsoRun: readonly Step[]): Promise<void> {
    await runAtomically(this.dataSource, [
      { sql: 'DELETE FROM reviews WHERE sample = 1', params: [] },
      ...templateIds.flatMap((templateId) => refreshRatingSteps(templateId, countedClause(demoStore))),
      ...alsoRun,
    ]);
  }
}
