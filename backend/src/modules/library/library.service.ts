import { Injectable } from '@nestjs/common';
import type { Library, LibraryItem } from '@tm/contracts/wishlist';
import { readDate } from '../../database/sql-dialect';
import { ItemUpdatesService } from '../downloads';
import { TemplateFilesRepository } from '../../infrastructure/template-files';
import { LibraryRepository, type OwnedRow } from './library.repository';

/**
 * The downloads library (decision 039): every template the customer owns, once, whichever order
 * bought it (and however many did). Its download goes through the newest order item that bought it,
 * whose download is the template's newest version like every other: the existing owner-checked
 * download call, so the library grants nothing the orders do not.
 */
@Injectable()
export class LibraryService {
  constructor(
    private readonly repository: LibraryRepository,
    private readonly files: TemplateFilesRepository,
    private readonly updates: ItemUpdatesService,
  ) {}

  async library(userId: string): Promise<Library> {
    const rows = await this.repository.owned(userId);
    const byTemplate = new Map<string, { newest: OwnedRow; first: OwnedRow }>();
    for (const row of rows) {
      const seen = byTemplate.get(row.templateId);
      // Rows come newest first: the first seen is the newest purchase, the last the first one.
      if (seen) seen.first = row;
      else byTemplate.set(row.templateId, { newest: row, first: row });
    }
    const owned = [...byTemplate.values()];
    const [versions, updated] = await Promise.all([
      this.files.currentOf(owned.map(({ newest }) => newest.templateId)),
      this.updates.updatedSinceDownload(
        userId,
        owned.map(({ newest }) => ({ orderId: newest.orderId, itemId: newest.orderItemId, templateId: newest.templateId })),
      ),
    ]);
    const items = owned.map(({ newest, first }): LibraryItem => {
      const version = versions.get(newest.templateId);
      return {
        templateId: newest.templateId,
        name: newest.name,
        slug: newest.slug,
        category: newest.category,
        subcategory: newest.subcategory,
        previewImage: newest.previewImage,
        listed: newest.listed !== null && Number(newest.listed) === 1,
        purchasedAt: readDate(first.grantedAt).toISOString(),
        orderId: newest.orderId,
        orderItemId: newest.orderItemId,
        version: version ? { number: version.version, updatedAt: version.createdAt.toISOString() } : null,
        updatedSinceDownload: updated.has(newest.orderItemId),
      };
    });
    return { items };
  }
}
