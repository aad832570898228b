import type { MigrationInterface, QueryRunner } from 'typeorm';
import { NEW_CUSTOMERS_BACKFILL } from '../mysql/1767800000000-orders-desk-provider';

/** Each order's provider, the refunds' indexes and the buyers already counted (see the MySQL migration of the same name). */
export class SqliteOrdersDeskProvider1767800000000 implements MigrationInterface {
  name = 'OrdersDeskProvider1767800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "orders" ADD COLUMN "provider" varchar(20)');
    await q.query(`UPDATE "orders" SET "provider" = (
        SELECT p."provider" FROM "payments" p WHERE p."orderId" = "orders"."id" ORDER BY p."createdAt" DESC, p."id" DESC LIMIT 1)`);
    await q.query('CREATE INDEX "idx_orders_provider_created" ON "orders" ("provider", "createdAt", "id")');
    await q.query('CREATE INDEX "idx_orders_refunded" ON "orders" ("refundedAt", "id")');
    await q.query('CREATE INDEX "idx_order_items_refunded" ON "order_items" ("refundedAt", "id")');
    await q.query(`CREATE TABLE "revenue_new_customers" ("userId" varchar(36) PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL)`);
    await q.query(NEW_CUSTOMERS_BACKFILL);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "revenue_new_customers"');
    await q.query('DROP INDEX "idx_order_items_refunded"');
    await q.query('DROP INDEX "idx_orders_refunded"');
    await q.query('DROP INDEX "idx_orders_provider_created"');
    await q.query('ALTER TABLE "orders" DROP COLUMN "provider"');
  }
}
