import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 075: the owner's settings, one row (see the MySQL migration of the same name). */
export class SqliteShopSettings1766500000000 implements MigrationInterface {
  name = 'ShopSettings1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "shop_settings" (
      "id" varchar(20) PRIMARY KEY NOT NULL,
      "revision" integer NOT NULL,
      "shopName" varchar(80),
      "supportEmail" varchar(254),
      "legalName" varchar(120),
      "postalAddress" varchar(500),
      "companyNumber" varchar(40),
      "vatNumber" varchar(40),
      "currency" varchar(3) NOT NULL,
      "updatedAt" datetime(3)
    )`);
    await q.query(`INSERT INTO "shop_settings" ("id", "revision", "currency") VALUES ('shop', 0, 'USD')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "shop_settings"`);
  }
}
