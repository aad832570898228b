import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Discount codes (decision 090; see the MySQL migration of the same name). */
export class SqliteDiscountCodes1767600000000 implements MigrationInterface {
  name = 'DiscountCodes1767600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "discount_codes" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "code" varchar(32) NOT NULL,
      "kind" varchar(10) NOT NULL,
      "percentOff" integer,
      "amountOffCents" integer,
      "startsAt" datetime(3),
      "endsAt" datetime(3),
      "usageLimit" integer,
      "oncePerBuyer" boolean NOT NULL DEFAULT (0),
      "minimumOrderCents" integer NOT NULL DEFAULT (0),
      "scope" varchar(10) NOT NULL,
      "usedCount" integer NOT NULL DEFAULT (0),
      "reservations" integer NOT NULL DEFAULT (0),
      "archived" boolean NOT NULL DEFAULT (0),
      "revision" integer NOT NULL DEFAULT (0),
      "createdAt" datetime(3) NOT NULL,
      "updatedAt" datetime(3) NOT NULL
    )`);
    await q.query('CREATE UNIQUE INDEX "uq_discount_codes_code" ON "discount_codes" ("code")');
    await q.query(`CREATE TABLE "discount_code_targets" (
      "discountCodeId" varchar(36) NOT NULL,
      "kind" varchar(10) NOT NULL,
      "value" varchar(36) NOT NULL,
      CONSTRAINT "fk_discount_code_targets_code" FOREIGN KEY ("discountCodeId") REFERENCES "discount_codes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      PRIMARY KEY ("discountCodeId", "kind", "value")
    )`);
    await q.query('ALTER TABLE "orders" ADD COLUMN "discountCodeId" varchar(36)');
    await q.query('ALTER TABLE "orders" ADD COLUMN "discountCode" varchar(32)');
    await q.query('ALTER TABLE "orders" ADD COLUMN "codeDiscountCents" integer NOT NULL DEFAULT (0)');
    await q.query('CREATE INDEX "idx_orders_discount_code" ON "orders" ("discountCodeId", "status")');
    await q.query('ALTER TABLE "order_items" ADD COLUMN "discountCents" integer NOT NULL DEFAULT (0)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "order_items" DROP COLUMN "discountCents"');
    await q.query('DROP INDEX "idx_orders_discount_code"');
    for (const column of ['codeDiscountCents', 'discountCode', 'discountCodeId'])
      await q.query(`ALTER TABLE "orders" DROP COLUMN "${column}"`);
    await q.query('DROP TABLE "discount_code_targets"');
    await q.query('DROP TABLE "discount_codes"');
  }
}
