import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillPurchaseCodes } from '../purchase-codes-backfill';

/** Licences (see the MySQL migration of the same name, decision 091). */
export class SqliteLicences1767700000000 implements MigrationInterface {
  name = 'Licences1767700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "templates" ADD COLUMN "extendedPriceCents" integer');
    await q.query('ALTER TABLE "shop_settings" ADD COLUMN "extendedLicenceMultiple" integer NOT NULL DEFAULT (5)');
    await q.query(`ALTER TABLE "cart_items" ADD COLUMN "licence" varchar(12) NOT NULL DEFAULT ('regular')`);
    await q.query(`ALTER TABLE "order_items" ADD COLUMN "licence" varchar(12) NOT NULL DEFAULT ('regular')`);
    await q.query('ALTER TABLE "order_items" ADD COLUMN "licenceUpgrade" boolean NOT NULL DEFAULT (0)');
    await q.query(`CREATE TABLE "purchase_codes" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "code" varchar(36) NOT NULL,
      "orderItemId" varchar(36) NOT NULL,
      "seq" integer NOT NULL,
      "orderId" varchar(36) NOT NULL,
      "userId" varchar(36) NOT NULL,
      "templateId" varchar(36) NOT NULL,
      "licence" varchar(12) NOT NULL,
      "createdAt" datetime(3) NOT NULL,
      "upgradedAt" datetime(3),
      "upgradeOrderItemId" varchar(36),
      CONSTRAINT "fk_purchase_codes_order_item" FOREIGN KEY ("orderItemId") REFERENCES "order_items" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query('CREATE UNIQUE INDEX "uq_purchase_codes_code" ON "purchase_codes" ("code")');
    await q.query('CREATE UNIQUE INDEX "uq_purchase_codes_item_seq" ON "purchase_codes" ("orderItemId", "seq")');
    await q.query('CREATE INDEX "idx_purchase_codes_user_template" ON "purchase_codes" ("userId", "templateId", "licence")');
    await q.query('CREATE INDEX "idx_purchase_codes_order" ON "purchase_codes" ("orderId")');
    await q.query(`CREATE TABLE "support_tokens" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "label" varchar(80) NOT NULL,
      "tokenHash" varchar(64) NOT NULL,
      "hint" varchar(8) NOT NULL,
      "createdAt" datetime(3) NOT NULL,
      "revokedAt" datetime(3)
    )`);
    await q.query('CREATE UNIQUE INDEX "uq_support_tokens_hash" ON "support_tokens" ("tokenHash")');
    await backfillPurchaseCodes(q, 'sqlite');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "support_tokens"');
    await q.query('DROP TABLE "purchase_codes"');
    await q.query('ALTER TABLE "order_items" DROP COLUMN "licenceUpgrade"');
    await q.query('ALTER TABLE "order_items" DROP COLUMN "licence"');
    await q.query('ALTER TABLE "cart_items" DROP COLUMN "licence"');
    await q.query('ALTER TABLE "shop_settings" DROP COLUMN "extendedLicenceMultiple"');
    await q.query('ALTER TABLE "templates" DROP COLUMN "extendedPriceCents"');
  }
}
