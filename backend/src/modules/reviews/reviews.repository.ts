import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { REVIEW_LIMITS, type RatingBreakdown } from '@tm/contracts/reviews';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { lockTemplateRatingStep, refreshRatingSteps } from '../catalog';
import { countedClause, emptyBreakdown } from './review-rows';
import { ReviewEntity } from './entities/review.entity';

/** A buyer's review as ReviewsService writes it. */
export interface NewReview {
  id: string;
  templateId: string;
  userId: string;
  orderId: string;
  author: string;
  rating: number;
  title: string;
  text: string;
}

/** The order a review reminder is for. */
export interface ReminderOrder {
  id: string;
  userId: string;
  status: string;
  customerName: string;
}

/**
 * The reviews' statements: the reads, each one statement on an index of the reviews table, and the
 * writes, each in one transaction with the template's figures recomputed (refreshRatingSteps) behind
 * the template row's lock. `demoStore` says which reviews count in the figures (countedClause).
 */
@Injectable()
export class ReviewsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private at(date: Date): string | Date {
    return sqlDate(dialectOf(this.dataSource), date);
  }

  template(id: string): Promise<{ id: string; name: string; slug: string; rating: number; ratingCount: number } | undefined> {
    return this.dataSource
      .query('SELECT id, name, slug, rating, ratingCount FROM templates WHERE id = ?', [id])
      .then((rows: Array<{ id: string; name: string; slug: string; rating: number | string; ratingCount: number | string }>) =>
        rows[0] ? { ...rows[0], rating: Number(rows[0].rating), ratingCount: Number(rows[0].ratingCount) } : undefined,
      );
  }

  /**
   * Shown reviews, newest first: every review not removed (samples labelled). The page's ids come from
   * the index alone (it holds the primary key), then only those rows are read: a deep page skips index
   * entries, not whole rows.
   */
  page(templateId: string, page: number): Promise<ReviewEntity[]> {
    const size = REVIEW_LIMITS.pageSize;
    return selectEntities(
      this.dataSource,
      ReviewEntity,
      `SELECT r.* FROM reviews r JOIN (
         SELECT id FROM reviews WHERE templateId = ? AND removedAt IS NULL ORDER BY createdAt DESC, id DESC LIMIT ${size} OFFSET ${(page - 1) * size}
       ) k ON k.id = r.id
       ORDER BY r.createdAt DESC, r.id DESC`,
      [templateId],
    );
  }

  /** In one pass over the template's reviews: how many are shown, and the stars of those that count. */
  async stats(templateId: string, demoStore: boolean): Promise<{ shown: number; breakdown: RatingBreakdown }> {
    const rows = (await this.dataSource.query(
      'SELECT rating, sample, COUNT(*) AS n FROM reviews WHERE templateId = ? AND removedAt IS NULL GROUP BY rating, sample',
      [templateId],
    )) as Array<{ rating: number | string; sample: number | string; n: number | string }>;
    const breakdown = emptyBreakdown();
    let shown = 0;
    for (const row of rows) {
      shown += Number(row.n);
      const key = String(Number(row.rating)) as keyof RatingBreakdown;
      if (key in breakdown && (demoStore || Number(row.sample) === 0)) breakdown[key] += Number(row.n);
    }
    return { shown, breakdown };
  }

  mine(templateId: string, userId: string): Promise<ReviewEntity | null> {
    return selectEntity(this.dataSource, ReviewEntity, 'SELECT * FROM reviews WHERE templateId = ? AND userId = ?', [templateId, userId]);
  }

  byId(id: string): Promise<ReviewEntity | null> {
    return selectEntity(this.dataSource, ReviewEntity, 'SELECT * FROM reviews WHERE id = ?', [id]);
  }

  /** The user's earliest completed (so not refunded) order holding the template, or null: who may review. */
  async purchase(userId: string, templateId: string): Promise<string | null> {
    const rows = (await this.dataSource.query(
      `SELECT o.id AS id FROM entitlements e JOIN orders o ON o.id = e.orderId
        WHERE e.userId = ? AND e.templateId = ? AND o.status = 'completed' ORDER BY o.completedAt, o.id LIMIT 1`,
      [userId, templateId],
    )) as Array<{ id: string }>;
    return rows[0]?.id ?? null;
  }

  /** The latest reviews of the whole shop, with their templates' names, for the admin's moderation list. */
  async latest(limit: number): Promise<Array<ReviewEntity & { templateName: string; templateSlug: string }>> {
    const reviews = await selectEntities(
      this.dataSource,
      ReviewEntity,
      `SELECT * FROM reviews WHERE removedAt IS NULL ORDER BY createdAt DESC, id DESC LIMIT ${Math.max(1, Math.floor(limit))}`,
      [],
    );
    const ids = [...new Set(reviews.map((r) => r.templateId))];
    const templates = ids.length
      ? ((await this.dataSource.query(
          `SELECT id, name, slug FROM templates WHERE id IN (${ids.map(() => '?').join(', ')})`,
          ids,
        )) as Array<{ id: string; name: string; slug: string }>)
      : [];
    const byId = new Map(templates.map((t) => [t.id, t]));
    return reviews.map((r) => ({
      ...r,
      templateName: byId.get(r.templateId)?.name ?? '',
      templateSlug: byId.get(r.templateId)?.slug ?? '',
    }));
  }

  /** Writes a buyer's review with the template's figures; a second one of the same buyer fails on the unique index. */
  async create(review: NewReview, now: Date, demoStore: boolean): Promise<void> {
    const at = this.at(now);
    await runAtomically(this.dataSource, [
      lockTemplateRatingStep(review.templateId),
      {
        sql: `INSERT INTO reviews (id, templateId, userId, orderId, author, rating, title, text, sample, jobId, createdAt, updatedAt, removedAt, removedReason)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, NULL, ?, ?, NULL, NULL)`,
        params: [
          review.id,
          review.templateId,
          review.userId,
          review.orderId,
          review.author,
          review.rating,
          review.title,
          review.text,
          at,
          at,
        ],
      },
      ...refreshRatingSteps(review.templateId, countedClause(demoStore)),
    ]);
  }

  /** Changes a review with the template's figures; false, with nothing done, when it is gone or was removed. */
  async update(
    review: { id: string; templateId: string; rating: number; title: string; text: string },
    now: Date,
    demoStore: boolean,
  ): Promise<boolean> {
    const refusal = await runAtomically(this.dataSource, [
      lockTemplateRatingStep(review.templateId),
      {
        sql: 'UPDATE reviews SET rating = ?, title = ?, text = ?, updatedAt = ? WHERE id = ? AND removedAt IS NULL',
        params: [review.rating, review.title, review.text, this.at(now), review.id],
        abortUnlessChanged: 'gone',
      },
      ...refreshRatingSteps(review.templateId, countedClause(demoStore)),
    ]);
    return refusal === null;
  }

  /** Deletes the user's review of the template with its figures; false, with nothing done, when there is none. */
  async deleteMine(templateId: string, userId: string, demoStore: boolean): Promise<boolean> {
    const refusal = await runAtomically(this.dataSource, [
      lockTemplateRatingStep(templateId),
      // Not one an admin removed: deleting it would let its writer post again.
      {
        sql: 'DELETE FROM reviews WHERE templateId = ? AND userId = ? AND removedAt IS NULL',
        params: [templateId, userId],
        abortUnlessChanged: 'none',
      },
      ...refreshRatingSteps(templateId, countedClause(demoStore)),
    ]);
    return refusal === null;
  }

  /**
   * An admin's removal: the row stays, marked with the reason, and leaves the figures; `alsoRun` (the
   * audit entry) commits with it. False, with nothing done, when it was removed already.
   */
  async markRemoved(
    review: { id: string; templateId: string },
    reason: string,
    now: Date,
    demoStore: boolean,
    alsoRun: readonly Step[],
  ): Promise<boolean> {
    const refusal = await runAtomically(this.dataSource, [
      lockTemplateRatingStep(review.templateId),
      {
        sql: 'UPDATE reviews SET removedAt = ?, removedReason = ? WHERE id = ? AND removedAt IS NULL',
        params: [this.at(now), reason, review.id],
        abortUnlessChanged: 'gone',
      },
      ...refreshRatingSteps(review.templateId, countedClause(demoStore)),
      ...alsoRun,
    ]);
    return refusal === null;
  }

  /** The order a review reminder is for, or undefined when it is gone. */
  async reminderOrder(orderId: string): Promise<ReminderOrder | undefined> {
    const [order] = (await this.dataSource.query('SELECT id, userId, status, customerName FROM orders WHERE id = ?', [
      orderId,
    ])) as ReminderOrder[];
    return order;
  }

  /** The order's templates its buyer has not reviewed (a removed review counts as written), by name. */
  unreviewedTemplates(orderId: string, userId: string): Promise<Array<{ name: string; slug: string }>> {
    return this.dataSource.query(
      `SELECT DISTINCT t.name AS name, t.slug AS slug FROM entitlements e JOIN templates t ON t.id = e.templateId
        WHERE e.orderId = ? AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.templateId = e.templateId AND r.userId = ?)
        ORDER BY t.name`,
      [orderId, userId],
    ) as Promise<Array<{ name: string; slug: string }>>;
  }
}
