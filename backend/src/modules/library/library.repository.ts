import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Category } from '@tm/contracts/catalog';
import { CUSTOM_BUILD_SLUG } from '@tm/contracts/orders';

/** One entitlement with what its order item recorded at purchase. */
export interface OwnedRow {
  templateId: string;
  orderId: string;
  orderItemId: string;
  grantedAt: Date | string;
  name: string;
  slug: string;
  category: Category;
  subcategory: string;
  previewImage: string;
  listed: number | string | null;
}

/** Reads of what a customer owns (entitlements: a refund deletes them, so they are exactly what may be downloaded). */
@Injectable()
export class LibraryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every entitlement of the user to a template (custom builds are not templates), newest first. */
  owned(userId: string): Promise<OwnedRow[]> {
    return this.dataSource.query(
      `SELECT e.templateId AS templateId, e.orderId AS orderId, e.orderItemId AS orderItemId, e.grantedAt AS grantedAt,
          i.templateName AS name, i.templateSlug AS slug, i.templateCategory AS category, i.templateSubcategory AS subcategory,
          i.templatePreviewImage AS previewImage, (SELECT 1 FROM templates t WHERE t.id = e.templateId) AS listed
        FROM entitlements e JOIN order_items i ON i.id = e.orderItemId
        WHERE e.userId = ? AND i.templateSlug <> ?
        ORDER BY e.grantedAt DESC, e.id DESC`,
      [userId, CUSTOM_BUILD_SLUG],
    ) as Promise<OwnedRow[]>;
  }
}
