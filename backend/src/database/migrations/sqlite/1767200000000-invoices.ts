import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Invoices, credit notes and their sequences (see the MySQL migration of the same name). */
export class SqliteInvoices1767200000000 implements MigrationInterface {
  name = 'Invoices1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "document_sequences" (
      "name" varchar(40) PRIMARY KEY NOT NULL,
      "nextNumber" integer NOT NULL
    )`);
    await q.query(`CREATE TABLE "invoices" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "kind" varchar(12) NOT NULL,
      "documentKey" varchar(80) NOT NULL,
      "sequenceName" varchar(40) NOT NULL,
      "seq" integer NOT NULL,
      "prefix" varchar(12) NOT NULL,
      "year" integer NOT NULL,
      "orderId" varchar(36) NOT NULL,
      "refersToId" varchar(36),
      "issuedAt" datetime(3) NOT NULL,
      "period" varchar(7) NOT NULL,
      "buyerCountry" varchar(2),
      "reverseCharge" boolean NOT NULL DEFAULT (0),
      "currency" varchar(3) NOT NULL,
      "netCents" integer NOT NULL,
      "taxCents" integer NOT NULL,
      "grossCents" integer NOT NULL,
      "snapshot" text NOT NULL,
      CONSTRAINT "fk_invoices_order" FOREIGN KEY ("orderId") REFERENCES "orders" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_invoices_document_key" ON "invoices" ("documentKey")`);
    await q.query(`CREATE UNIQUE INDEX "uq_invoices_sequence_seq" ON "invoices" ("sequenceName", "seq")`);
    await q.query(`CREATE INDEX "idx_invoices_order" ON "invoices" ("orderId")`);
    await q.query(`CREATE INDEX "idx_invoices_period_country" ON "invoices" ("period", "buyerCountry")`);
    await q.query(`ALTER TABLE "shop_settings" ADD COLUMN "invoicePrefix" varchar(12) NOT NULL DEFAULT ('INV')`);
    await q.query(`ALTER TABLE "shop_settings" ADD COLUMN "creditNotePrefix" varchar(12) NOT NULL DEFAULT ('CN')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "shop_settings" DROP COLUMN "creditNotePrefix"');
    await q.query('ALTER TABLE "shop_settings" DROP COLUMN "invoicePrefix"');
    await q.query('DROP TABLE "invoices"');
    await q.query('DROP TABLE "document_sequences"');
  }
}
