import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The health check's one statement: whether the database answers. */
@Injectable()
export class HealthRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Resolves when the database answers a trivial query; rejects with the driver's error when it cannot. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
