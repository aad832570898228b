import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import { TemplateEntity } from '../catalog/entities/template.entity';

/** The listing editor's reads: a whole templates row (the writes go through CatalogWriterService). */
@Injectable()
export class ListingsRepository {
  constructor(@InjectRepository(TemplateEntity) private readonly templates: Repository<TemplateEntity>) {}

  byId(id: string): Promise<TemplateEntity | null> {
    return this.templates.findOne({ where: { id } });
  }

  /** The next `limit` templates after `afterId` in id order (primary key range): the CSV export's pages. */
  pageAfter(afterId: string, limit: number): Promise<TemplateEntity[]> {
    return this.templates.find({ where: { id: MoreThan(afterId) }, order: { id: 'ASC' }, take: limit });
  }

  /** Whether a template other than `exceptId` has this slug. */
  async slugTaken(slug: string, exceptId: string | null): Promise<boolean> {
    const found = await this.templates.findOne({ where: { slug }, select: ['id'] });
    return found !== null && found.id !== exceptId;
  }
}
