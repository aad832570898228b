import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { Category } from '@tm/contracts/catalog';
import { TemplateEntity } from '../../catalog/entities/template.entity';

/** A listing as the bulk sale plans on it: its id and price (the writes go through CatalogWriterService). */
export interface SaleCandidate {
  id: string;
  priceCents: number;
}

/** Ids per read: far under SQLite's parameter limit. */
const CHUNK = 500;

/** The bulk sale's reads: the chosen templates, or a category's, by primary key or the category's index. */
@Injectable()
export class BulkSaleRepository {
  constructor(@InjectRepository(TemplateEntity) private readonly templates: Repository<TemplateEntity>) {}

  /** The templates of these ids that exist. */
  async byIds(ids: readonly string[]): Promise<SaleCandidate[]> {
    const found: SaleCandidate[] = [];
    for (let start = 0; start < ids.length; start += CHUNK) {
      const rows = await this.templates.find({ select: ['id', 'priceCents'], where: { id: In(ids.slice(start, start + CHUNK)) } });
      found.push(...rows.map(candidate));
    }
    return found;
  }

  /** At most `limit` listings of a category (or of one of its subcategories), whatever their status, in id order. */
  async inCategory(category: Category, subcategory: string | null, limit: number): Promise<SaleCandidate[]> {
    const rows = await this.templates.find({
      select: ['id', 'priceCents'],
      where: { category, ...(subcategory === null ? {} : { subcategory }) },
      order: { id: 'ASC' },
      take: limit,
    });
    return rows.map(candidate);
  }
}

const candidate = (row: Pick<TemplateEntity, 'id' | 'priceCents'>): SaleCandidate => ({ id: row.id, priceCents: Number(row.priceCents) });
