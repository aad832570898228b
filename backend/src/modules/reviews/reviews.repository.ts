import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { REVIEW_LIMITS, type RatingBreakdown } from '@tm/contracts/reviews';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { emptyBreakdown } from './review-rows';
import { ReviewEntity } from './entities/review.entity';

/** The reviews' reads: each one statement on an index of the reviews table. */
@Injectable()
export class ReviewsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
}
