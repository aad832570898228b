import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The orders desk's indexes and confirmation resends (see the MySQL migration of the same name). */
export class SqliteOrdersDesk1767400000000 implements MigrationInterface {
  name = 'OrdersDesk1767400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX "idx_orders_created" ON "orders" ("createdAt", "id")');
    await q.query('CREATE INDEX "idx_orders_status_created" ON "orders" ("status", "createdAt", "id")');
    await q.query('CREATE INDEX "idx_orders_disputed" ON "orders" ("disputedAt")');
    await q.query('CREATE INDEX "idx_orders_customer_email" ON "orders" ("customerEmail")');
    await q.query('CREATE INDEX "idx_orders_customer_name" ON "orders" ("customerName")');
    await q.query('CREATE INDEX "idx_outbox_messages_ref" ON "outbox_messages" ("refId")');
    await q.query('CREATE INDEX "idx_payments_order_provider" ON "payments" ("orderId", "provider")');
    await q.query(`CREATE TABLE "order_confirmation_resends" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "orderId" varchar(36) NOT NULL,
      "adminId" varchar(36) NOT NULL,
      "createdAt" datetime(3) NOT NULL
    )`);
    await q.query('CREATE INDEX "idx_order_confirmation_resends_order" ON "order_confirmation_resends" ("orderId", "createdAt")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "order_confirmation_resends"');
    await q.query('DROP INDEX "idx_payments_order_provider"');
    await q.query('DROP INDEX "idx_outbox_messages_ref"');
    for (const name of [
      'idx_orders_customer_name',
      'idx_orders_customer_email',
      'idx_orders_disputed',
      'idx_orders_status_created',
      'idx_orders_created',
    ])
      await q.query(`DROP INDEX "${name}"`);
  }
}
