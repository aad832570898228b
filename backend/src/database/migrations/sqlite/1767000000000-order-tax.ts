import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tax as the payment provider computed it, kept on the order and its lines (see the MySQL migration of the same name). */
export class SqliteOrderTax1767000000000 implements MigrationInterface {
  name = 'OrderTax1767000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const column of [
      '"paidCents" integer',
      '"taxCents" integer NOT NULL DEFAULT (0)',
      '"discountCents" integer NOT NULL DEFAULT (0)',
      '"currency" varchar(3)',
      '"taxBehavior" varchar(10)',
      '"buyerCountry" varchar(2)',
      '"buyerTaxId" varchar(40)',
      '"reverseCharge" boolean NOT NULL DEFAULT (0)',
    ]) {
      await q.query(`ALTER TABLE "orders" ADD COLUMN ${column}`);
    }
    await q.query('ALTER TABLE "order_items" ADD COLUMN "taxCents" integer NOT NULL DEFAULT (0)');
    await q.query('ALTER TABLE "order_items" ADD COLUMN "taxRateBps" integer');
    await q.query(`ALTER TABLE "shop_settings" ADD COLUMN "taxBehavior" varchar(10) NOT NULL DEFAULT ('exclusive')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "shop_settings" DROP COLUMN "taxBehavior"');
    for (const column of ['taxCents', 'taxRateBps']) await q.query(`ALTER TABLE "order_items" DROP COLUMN "${column}"`);
    for (const column of [
      'paidCents',
      'taxCents',
      'discountCents',
      'currency',
      'taxBehavior',
      'buyerCountry',
      'buyerTaxId',
      'reverseCharge',
    ]) {
      await q.query(`ALTER TABLE "orders" DROP COLUMN "${column}"`);
    }
  }
}
