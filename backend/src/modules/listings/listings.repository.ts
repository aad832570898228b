import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TemplateEntity } from '../catalog/entities/template.entity';

/** The listing editor's reads: a whole templates row (the writes go through CatalogWriterService). */
@Injectable()
export class ListingsRepository {
  constructor(@InjectRepository(TemplateEntity) private readonly templates: Repository<TemplateEntity>) {}

  byId(id: string): Promise<TemplateEntity | null> {
    return this.templates.findOne({ where: { id } });
  }

  /** Whether a template other than `exceptId` has this slug. */
  async slugTaken(slug: string, exceptId: string | null): Promise<boolean> {
    const found = await this.templates.findOne({ where: { slug }, select: ['id'] });
    return found !== null && found.id !== exceptId;
  }
}
