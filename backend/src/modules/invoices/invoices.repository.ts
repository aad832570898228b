import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { InvoiceKind } from '@tm/contracts/invoices';
import type { Step } from '../../database/atomic-steps';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { dialectOf, isMysqlFamily, sqlDate } from '../../database/sql-dialect';
import { InvoiceEntity } from './entities/invoice.entity';
import type { InvoiceSnapshot } from './invoice-snapshot';

/** A document to issue: everything but its number, which the sequence gives inside the transaction. */
export interface NewDocument {
  id: string;
  kind: InvoiceKind;
  documentKey: string;
  prefix: string;
  issuedAt: Date;
  orderId: string;
  refersToId: string | null;
  snapshot: InvoiceSnapshot;
}

/** The sequence a document's number comes from: one per kind and year (decision 085). */
export const sequenceNameOf = (kind: InvoiceKind, issuedAt: Date) => `${kind}-${issuedAt.getUTCFullYear()}`;

/** The statements of invoices and credit notes (decision 085). */
@Injectable()
export class InvoicesRepository {
  /** Sequences this process has seen exist: their rows are never deleted. */
  private readonly knownSequences = new Set<string>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The steps that issue `doc` as the last ones of a caller's transaction: the sequence moves on by one
   * and the document takes the number it moved past. Both commit or neither does, so a number is never
   * skipped; two transactions wait for each other on the sequence's row, so none is shared. Taken last,
   * the row is held only for the insert and the commit, and no lock is taken after it (no cycle). A
   * missing row gives a null number, which the column refuses: the whole transaction fails, loudly.
   */
  async issueSteps(doc: NewDocument): Promise<Step[]> {
    const sequenceName = sequenceNameOf(doc.kind, doc.issuedAt);
    await this.ensureSequence(sequenceName);
    const { totals } = doc.snapshot;
    return [
      { sql: 'UPDATE document_sequences SET nextNumber = nextNumber + 1 WHERE name = ?', params: [sequenceName] },
      {
        sql: `INSERT INTO invoices (id, kind, documentKey, sequenceName, seq, prefix, year, orderId, refersToId, issuedAt, period,
                buyerCountry, reverseCharge, currency, netCents, taxCents, grossCents, snapshot)
              VALUES (?, ?, ?, ?, (SELECT nextNumber - 1 FROM document_sequences WHERE name = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        params: [
          doc.id,
          doc.kind,
          doc.documentKey,
          sequenceName,
          sequenceName,
          doc.prefix,
          doc.issuedAt.getUTCFullYear(),
          doc.orderId,
          doc.refersToId,
          sqlDate(dialectOf(this.dataSource), doc.issuedAt),
          doc.issuedAt.toISOString().slice(0, 7),
          doc.snapshot.buyer.country,
          doc.snapshot.reverseCharge ? 1 : 0,
          doc.snapshot.currency,
          totals.netCents,
          totals.taxCents,
          totals.grossCents,
          JSON.stringify(doc.snapshot),
        ],
      },
    ];
  }

  /**
   * The sequence's row, made at 1 when it is missing, outside any transaction: made inside them, two
   * first documents of a year would each insert it and deadlock on its key.
   */
  private async ensureSequence(name: string): Promise<void> {
    if (this.knownSequences.has(name)) return;
    const sql = isMysqlFamily(this.dataSource)
      ? 'INSERT IGNORE INTO document_sequences (name, nextNumber) VALUES (?, 1)'
      : 'INSERT OR IGNORE INTO document_sequences (name, nextNumber) VALUES (?, 1)';
    await this.dataSource.query(sql, [name]);
    this.knownSequences.add(name);
  }

  /** The documents of these orders, oldest first. */
  forOrders(orderIds: readonly string[]): Promise<InvoiceEntity[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return selectEntities(
      this.dataSource,
      InvoiceEntity,
      `SELECT * FROM invoices WHERE orderId IN (${orderIds.map(() => '?').join(', ')}) ORDER BY issuedAt, id`,
      [...orderIds],
    );
  }

  /** One document of one order. */
  find(orderId: string, documentId: string): Promise<InvoiceEntity | null> {
    return selectEntity(this.dataSource, InvoiceEntity, 'SELECT * FROM invoices WHERE id = ? AND orderId = ?', [documentId, orderId]);
  }

  /** One document of one order, and the order's buyer. */
  async findWithBuyer(orderId: string, documentId: string): Promise<{ row: InvoiceEntity; userId: string } | null> {
    const row = await this.find(orderId, documentId);
    if (!row) return null;
    const owners: Array<{ userId: string }> = await this.dataSource.query('SELECT userId FROM orders WHERE id = ?', [orderId]);
    return owners[0] ? { row, userId: owners[0].userId } : null;
  }

  /** The order's invoice. */
  invoiceOf(orderId: string): Promise<InvoiceEntity | null> {
    return selectEntity(this.dataSource, InvoiceEntity, "SELECT * FROM invoices WHERE orderId = ? AND kind = 'invoice'", [orderId]);
  }

  /** The tax the order's credit notes gave back so far. */
  async creditedTaxCents(orderId: string): Promise<number> {
    const rows: Array<{ cents: number | string | null }> = await this.dataSource.query(
      "SELECT SUM(taxCents) AS cents FROM invoices WHERE orderId = ? AND kind = 'credit-note'",
      [orderId],
    );
    return Number(rows[0]?.cents ?? 0);
  }
}
