import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders with their items (snapshots), payment sessions, entitlements and the download log (SQLite). */
export class SqliteOrders1764100000000 implements MigrationInterface {
  name = 'Orders1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "orders" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "userId" varchar(36) NOT NULL,
      "status" varchar(20) NOT NULL,
      "totalCents" integer NOT NULL,
      "customerEmail" varchar(254) NOT NULL,
      "customerName" varchar(120) NOT NULL,
      "customerPhone" varchar(20),
      "idempotencyKey" varchar(200),
      "requestHash" varchar(64),
      "createdAt" datetime(3) NOT NULL,
      "completedAt" datetime(3),
      CONSTRAINT "fk_orders_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_orders_user_idempotency_key" ON "orders" ("userId", "idempotencyKey")`);
    await q.query(`CREATE INDEX "idx_orders_user_created" ON "orders" ("userId", "createdAt")`);

    await q.query(`CREATE TABLE "order_items" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "orderId" varchar(36) NOT NULL,
      "templateId" varchar(36) NOT NULL,
      "quantity" integer NOT NULL,
      "priceCents" integer NOT NULL,
      "templateName" varchar(200) NOT NULL,
      "templateSlug" varchar(160) NOT NULL,
      "templateCategory" varchar(20) NOT NULL,
      "templateSubcategory" varchar(60) NOT NULL,
      "templatePreviewImage" varchar(500) NOT NULL,
      CONSTRAINT "fk_order_items_order" FOREIGN KEY ("orderId") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE INDEX "idx_order_items_order" ON "order_items" ("orderId")`);
    await q.query(`CREATE INDEX "idx_order_items_template" ON "order_items" ("templateId")`);

    await q.query(`CREATE TABLE "payments" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "orderId" varchar(36) NOT NULL,
      "amountCents" integer NOT NULL,
      "status" varchar(20) NOT NULL,
      "createdAt" datetime(3) NOT NULL,
      "expiresAt" datetime(3) NOT NULL,
      "completedAt" datetime(3),
      CONSTRAINT "fk_payments_order" FOREIGN KEY ("orderId") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE INDEX "idx_payments_order" ON "payments" ("orderId")`);

    await q.query(`CREATE TABLE "entitlements" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "userId" varchar(36) NOT NULL,
      "templateId" varchar(36) NOT NULL,
      "orderId" varchar(36) NOT NULL,
      "orderItemId" varchar(36) NOT NULL,
      "grantedAt" datetime(3) NOT NULL,
      CONSTRAINT "fk_entitlements_order_item" FOREIGN KEY ("orderItemId") REFERENCES "order_items" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE INDEX "idx_entitlements_order" ON "entitlements" ("orderId")`);
    await q.query(`CREATE UNIQUE INDEX "uq_entitlements_order_item" ON "entitlements" ("orderItemId")`);
    await q.query(`CREATE INDEX "idx_entitlements_user_template" ON "entitlements" ("userId", "templateId")`);

    await q.query(`CREATE TABLE "download_logs" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "userId" varchar(36) NOT NULL,
      "orderId" varchar(36) NOT NULL,
      "orderItemId" varchar(36),
      "ip" varchar(45) NOT NULL,
      "via" varchar(10) NOT NULL,
      "createdAt" datetime(3) NOT NULL
    )`);
    await q.query(`CREATE INDEX "idx_download_logs_user" ON "download_logs" ("userId", "createdAt")`);
    await q.query(`CREATE INDEX "idx_download_logs_order" ON "download_logs" ("orderId", "createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['download_logs', 'entitlements', 'payments', 'order_items', 'orders']) await q.query(`DROP TABLE "${table}"`);
  }
}
