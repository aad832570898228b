import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { catalogChangeSteps } from './catalog-changes.repository';

/** A percentage off, from a start (null: at once) to an end (null: until taken off). */
export interface ListingSale {
  percentOff: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Templates per UPDATE: 500 ids stay far under SQLite's 32,766 parameters. */
const CHUNK = 500;

/**
 * The bulk sale's statements (decision 076's sale, many listings at once): each listing's sale price
 * from its own price in the same statement, so a price changed meanwhile is the one discounted.
 */
@Injectable()
export class ListingSalesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Puts the listings on sale in one transaction with `alsoRun` (the audit entry). The sale price is
   * round(price × (100 − percent) / 100) in whole cents, halves up (`discountedCents` in the contracts),
   * in integer arithmetic; a listing it would not make cheaper is left as it is. Each listing's
   * revision moves on, so an editor open on it is told its save is stale (409).
   */
  async putOnSale(ids: readonly string[], sale: ListingSale, now: Date, alsoRun: readonly Step[]): Promise<void> {
    const dialect = dialectOf(this.dataSource);
    const kept = 100 - sale.percentOff;
    // MySQL's `/` makes a decimal, SQLite's divides integers: each dialect's own whole-number division.
    const salePrice = dialect === 'mysql' ? '(priceCents * ? + 50) DIV 100' : 'CAST((priceCents * ? + 50) / 100 AS INTEGER)';
    const steps: Step[] = [];
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      steps.push({
        sql: `UPDATE templates SET salePriceCents = ${salePrice}, saleStartsAt = ?, saleEndsAt = ?, revision = revision + 1, updatedAt = ?
          WHERE id IN (${chunk.map(() => '?').join(', ')}) AND priceCents * ? > 50`,
        params: [
          kept,
          sale.startsAt ? sqlDate(dialect, sale.startsAt) : null,
          sale.endsAt ? sqlDate(dialect, sale.endsAt) : null,
          sqlDate(dialect, now),
          ...chunk,
          sale.percentOff,
        ],
      });
    }
    await runAtomically(this.dataSource, [...steps, ...catalogChangeSteps(ids), ...alsoRun]);
  }
}
