import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Step } from '../../../database/atomic-steps';
import { selectEntity } from '../../../database/entity-rows';
import { dialectOf, sqlDate, type Dialect } from '../../../database/sql-dialect';
import { ListingDemoEntity } from '../entities/listing-demo.entity';

/** The listing_demos rows: one per listing with an uploaded static demo. */
@Injectable()
export class ListingDemosRepository {
  private readonly dialect: Dialect;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.dialect = dialectOf(dataSource);
  }

  byTemplate(templateId: string): Promise<ListingDemoEntity | null> {
    return selectEntity(this.dataSource, ListingDemoEntity, 'SELECT * FROM listing_demos WHERE templateId = ?', [templateId]);
  }

  /** The listing's demo is this one from now on, in the transaction that points its live demo at it. */
  replaceSteps(demo: ListingDemoEntity): Step[] {
    return [
      this.removeStep(demo.templateId),
      {
        sql: 'INSERT INTO listing_demos (templateId, id, fileCount, sizeBytes, uploadedBy, createdAt) VALUES (?, ?, ?, ?, ?, ?)',
        params: [demo.templateId, demo.id, demo.fileCount, demo.sizeBytes, demo.uploadedBy, sqlDate(this.dialect, demo.createdAt)],
      },
    ];
  }

  removeStep(templateId: string): Step {
    return { sql: 'DELETE FROM listing_demos WHERE templateId = ?', params: [templateId] };
  }
}
