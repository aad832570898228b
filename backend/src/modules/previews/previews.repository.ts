import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';
import { TemplateEntity } from '../catalog/entities/template.entity';
import { ListingDemoEntity } from '../listings/entities/listing-demo.entity';

/** What rendering needs; the rest of the row stays in the database. */
const PREVIEW_COLUMNS: Array<keyof TemplateEntity> = [
  'id',
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
  constructor(
    @InjectRepository(TemplateEntity) private readonly templates: Repository<TemplateEntity>,
    @InjectRepository(ListingDemoEntity) private readonly demos: Repository<ListingDemoEntity>,
  ) {}

  /** The template with this slug, with the columns rendering needs; null when there is none. */
  bySlug(slug: string): Promise<TemplateEntity | null> {
    // A draft has no live demo for shoppers (decision 076).
    return this.templates.findOne({ where: { slug, status: Not('draft') }, select: PREVIEW_COLUMNS });
  }

  /** The owner's uploaded static demo of a template, or null when it has none. */
  uploadedDemo(templateId: string): Promise<ListingDemoEntity | null> {
    return this.demos.findOne({ where: { templateId }, select: ['templateId', 'id'] });
  }
}
