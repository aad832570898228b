import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 052: the order number a customer sees (the first 8 characters of the order id, storefront
 * §9) is unique. New order ids start with random characters; `orderNumber` holds that number under a
 * unique index, so the database refuses a repeat. Existing orders: the oldest of each number keeps it;
 * later orders that already share it (mailed as such) stay without one, their number still reserved.
 */
export class SqliteOrderNumbers1766100000000 implements MigrationInterface {
  name = 'OrderNumbers1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "orders" ADD COLUMN "orderNumber" varchar(8)');
    await q.query('CREATE UNIQUE INDEX "uq_orders_number" ON "orders" ("orderNumber")');
    await q.query(
      'UPDATE "orders" SET "orderNumber" = UPPER(SUBSTR(id, 1, 8)) WHERE id IN (SELECT MIN(id) FROM "orders" GROUP BY SUBSTR(id, 1, 8))',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "uq_orders_number"');
    await q.query('ALTER TABLE "orders" DROP COLUMN "orderNumber"');
  }
}
