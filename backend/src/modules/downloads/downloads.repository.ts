import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { readDate } from '../../database/sql-dialect';
import { uuidV7 } from '../../database/uuid-v7';
import { TemplateEntity } from '../catalog/entities/template.entity';
import { EntitlementEntity } from '../order-records/entities/entitlement.entity';
import { OrderItemEntity } from '../order-records/entities/order-item.entity';
import { OrderEntity } from '../order-records/entities/order.entity';
import { DownloadLogEntity, type DownloadVia } from './entities/download-log.entity';
import { parseUuid } from '../../common/uuid';

/** What a package is made of; the rest of the template row stays in the database. */
export type PackageTemplate = Pick<
  TemplateEntity,
  'id' | 'slug' | 'name' | 'description' | 'category' | 'subcategory' | 'features' | 'tags' | 'screenshots' | 'design' | 'hasZip'
>;
const PACKAGE_COLUMNS: Array<keyof PackageTemplate> = [
  'id',
  'slug',
  'name',
  'description',
  'category',
  'subcategory',
  'features',
  'tags',
  'screenshots',
  'design',
  'hasZip',
];

export interface DownloadLogInput {
  userId: string;
  orderId: string;
  orderItemId: string | null;
  ip: string;
  via: DownloadVia;
  createdAt: Date;
}

export interface LastDownload {
  orderId: string;
  orderItemId: string | null;
  lastAt: Date;
}

/** Reads of orders (the lead's tables, read only) and templates, and the download log. */
@Injectable()
export class DownloadsRepository {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderItemEntity) private readonly items: Repository<OrderItemEntity>,
    @InjectRepository(TemplateEntity) private readonly templates: Repository<TemplateEntity>,
    @InjectRepository(DownloadLogEntity) private readonly logs: Repository<DownloadLogEntity>,
  ) {}

  findOrder(orderId: string): Promise<OrderEntity | null> {
    return this.orders.findOne({ where: { id: orderId } });
  }

  /**
   * The items of an order its owner holds an entitlement for (docs/architecture.md §5: downloads need an
   * entitlement), in the order they were added (item ids are UUID v7). `itemId` narrows to the item
   * with that id or template id.
   */
  entitledItems(order: Pick<OrderEntity, 'id' | 'userId'>, itemId?: string): Promise<OrderItemEntity[]> {
    const query = this.items
      .createQueryBuilder('i')
      .innerJoin(EntitlementEntity, 'e', 'e.orderItemId = i.id AND e.userId = :userId AND e.orderId = i.orderId', { userId: order.userId })
      .where('i.orderId = :orderId', { orderId: order.id });
    if (itemId !== undefined) query.andWhere('(i.id = :itemId OR i.templateId = :itemId)', { itemId });
    return query.orderBy('i.id', 'ASC').getMany();
  }

  /** The templates that still exist, by id (a template deleted since purchase is simply missing). */
  async templatesById(ids: readonly string[]): Promise<Map<string, PackageTemplate>> {
    if (ids.length === 0) return new Map();
    const rows = await this.templates.find({ where: { id: In([...new Set(ids)]) }, select: PACKAGE_COLUMNS });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** A template by slug, else by id (the detail page's package facts). */
  async templateBySlugOrId(slugOrId: string): Promise<PackageTemplate | null> {
    const id = parseUuid(slugOrId);
    return (
      (await this.templates.findOne({ where: { slug: slugOrId }, select: PACKAGE_COLUMNS })) ??
      (id ? await this.templates.findOne({ where: { id }, select: PACKAGE_COLUMNS }) : null)
    );
  }

  async logDownload(entry: DownloadLogInput): Promise<void> {
    await this.logs.insert({ id: uuidV7(entry.createdAt.getTime()), ...entry });
  }

  /** The user's last download of each item (`orderItemId` null: an order's all-items ZIP). */
  async lastDownloads(userId: string): Promise<LastDownload[]> {
    const rows = (await this.logs.query(
      'SELECT orderId, orderItemId, MAX(createdAt) AS lastAt FROM download_logs WHERE userId = ? GROUP BY orderId, orderItemId',
      [userId],
    )) as Array<{ orderId: string; orderItemId: string | null; lastAt: Date | string }>;
    return rows.map((row) => ({ orderId: row.orderId, orderItemId: row.orderItemId, lastAt: readDate(row.lastAt) }));
  }
}
