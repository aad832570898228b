import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * The facts the back office's first-steps checklist asks of the catalog and the orders: each is one
 * `LIMIT 1` probe that stops at the first row found, never a count, whatever the size of the tables.
 */
@Injectable()
export class FirstStepsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether any template is published (shown in the storefront). */
  async hasPublishedListing(): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 AS found FROM templates WHERE status = 'published' LIMIT 1`)) as unknown[];
    return rows.length > 0;
  }

  /** Whether any order was ever paid (completed; a later refund does not undo the test), by idx_orders_completed. */
  async hasPaidOrder(): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT 1 AS found FROM orders WHERE completedAt IS NOT NULL LIMIT 1')) as unknown[];
    return rows.length > 0;
  }
}
