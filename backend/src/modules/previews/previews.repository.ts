import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';
import { TemplateEntity } from '../catalog/entities/template.entity';

/** What rendering needs; the rest of the row stays in the database. */
const PREVIEW_COLUMNS: Array<keyof TemplateEntity> = [
  'slug',
  'name',
  'description',
  'category',
  'subcategory',
  'features',
  'tags',
  'design',
  'livePreviewUrl',
  'previewImage',
  'screenshots',
  'priceCents',
  'salePriceCents',
  'saleStartsAt',
  'saleEndsAt',
];

/** The stored templates live demos and generated images are drawn from (PreviewsService renders them). */
@Injectable()
export class PreviewsRepository {
  constructor(@InjectRepository(TemplateEntity) private readonly templates: Repository<TemplateEntity>) {}

  /** The template with this slug, with the columns rendering needs; null when there is none. */
  bySlug(slug: string): Promise<TemplateEntity | null> {
    // A draft has no live demo for shoppers (decision 076).
    return this.templates.findOne({ where: { slug, status: Not('draft') }, select: PREVIEW_COLUMNS });
  }
}
