import type { MigrationInterface, QueryRunner } from 'typeorm';
import { revenueBackfill } from '../revenue-backfill';

/** The shop's time zone and the daily revenue aggregates (see the MySQL migration of the same name). */
export class SqliteRevenueDays1767500000000 implements MigrationInterface {
  name = 'RevenueDays1767500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "shop_settings" ADD COLUMN "timeZone" varchar(64) NOT NULL DEFAULT ('UTC')`);
    await q.query(`CREATE TABLE "revenue_days" (
      "day" varchar(10) NOT NULL,
      "currency" varchar(3) NOT NULL,
      "orders" integer NOT NULL,
      "grossCents" bigint NOT NULL,
      "netCents" bigint NOT NULL,
      "taxCents" bigint NOT NULL,
      "refunds" integer NOT NULL,
      "refundedCents" bigint NOT NULL,
      "newCustomers" integer NOT NULL,
      PRIMARY KEY ("day", "currency")
    )`);
    await q.query(`CREATE TABLE "revenue_template_days" (
      "day" varchar(10) NOT NULL,
      "currency" varchar(3) NOT NULL,
      "templateId" varchar(36) NOT NULL,
      "category" varchar(20) NOT NULL,
      "sales" integer NOT NULL,
      "revenueCents" bigint NOT NULL,
      PRIMARY KEY ("day", "currency", "templateId")
    )`);
    for (const sql of revenueBackfill(false)) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "revenue_template_days"');
    await q.query('DROP TABLE "revenue_days"');
    await q.query('ALTER TABLE "shop_settings" DROP COLUMN "timeZone"');
  }
}
