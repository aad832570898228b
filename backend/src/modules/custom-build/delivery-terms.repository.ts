import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The owner's settings a custom build's delivery is counted with, as stored (null: the row is missing). */
export interface StoredDeliverySettings {
  timeZone: string | null;
  customBuildLeadDays: unknown;
  customBuildRevisionRounds: unknown;
}

/** The read of decision 095's terms: the one row of shop_settings (decision 075), as the revenue figures read its time zone. */
@Injectable()
export class DeliveryTermsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async settings(): Promise<StoredDeliverySettings | null> {
    const rows: StoredDeliverySettings[] = await this.dataSource.query(
      'SELECT timeZone, customBuildLeadDays, customBuildRevisionRounds FROM shop_settings WHERE id = ?',
      ['shop'],
    );
    return rows[0] ?? null;
  }
}
