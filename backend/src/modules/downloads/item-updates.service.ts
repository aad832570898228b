import { Injectable } from '@nestjs/common';
import { TemplateFilesRepository } from '../../infrastructure/template-files';
import { DownloadsRepository } from './downloads.repository';

/** An item of a completed order, as the dashboard lists it. */
export interface OwnedItem {
  orderId: string;
  itemId: string;
  templateId: string;
}

/**
 * Which bought items have a newer uploaded version than the buyer's last download of them (decision 031:
 * the dashboard's "Update available"). A download of the item itself or of its order's all-items
 * ZIP counts; an item never downloaded is not marked (there is nothing to update yet).
 */
@Injectable()
export class ItemUpdatesService {
  constructor(
    private readonly repository: DownloadsRepository,
    private readonly files: TemplateFilesRepository,
  ) {}

  async updatedSinceDownload(userId: string, items: readonly OwnedItem[]): Promise<Set<string>> {
    const updated = new Set<string>();
    if (items.length === 0) return updated;
    const versions = await this.files.currentOf(items.map((item) => item.templateId));
    if (versions.size === 0) return updated;
    const rows = await this.repository.lastDownloads(userId);
    const last = new Map(rows.map((row) => [`${row.orderId}:${row.orderItemId ?? '*'}`, row.lastAt.getTime()]));
    for (const item of items) {
      const version = versions.get(item.templateId);
      if (!version) continue;
      const downloadedAt = Math.max(last.get(`${item.orderId}:${item.itemId}`) ?? -1, last.get(`${item.orderId}:*`) ?? -1);
      if (downloadedAt >= 0 && version.createdAt.getTime() > downloadedAt) updated.add(item.itemId);
    }
    return updated;
  }
}
