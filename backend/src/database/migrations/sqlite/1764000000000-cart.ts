import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Server carts: one line per (user, template), and the receipts of applied guest-cart merges (SQLite). */
export class SqliteCart1764000000000 implements MigrationInterface {
  name = 'Cart1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "cart_items" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "userId" varchar(36) NOT NULL,
      "templateId" varchar(36) NOT NULL,
      "quantity" integer NOT NULL,
      "addedAt" datetime(3) NOT NULL,
      CONSTRAINT "fk_cart_items_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT "fk_cart_items_template" FOREIGN KEY ("templateId") REFERENCES "templates" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_cart_items_user_template" ON "cart_items" ("userId", "templateId")`);
    await q.query(`CREATE INDEX "idx_cart_items_template" ON "cart_items" ("templateId")`);

    await q.query(`CREATE TABLE "cart_merges" (
      "userId" varchar(36) NOT NULL,
      "mergeId" varchar(36) NOT NULL,
      "appliedAt" datetime(3) NOT NULL,
      CONSTRAINT "fk_cart_merges_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      PRIMARY KEY ("userId", "mergeId")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "cart_merges"`);
    await q.query(`DROP TABLE "cart_items"`);
  }
}
