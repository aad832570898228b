import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 050: a cart add sent again with its Idempotency-Key (a retry after a 503) adds nothing. */
export class SqliteCartAddReceipts1765700000000 implements MigrationInterface {
  name = 'CartAddReceipts1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "cart_add_receipts" (
      "userId" varchar(36) NOT NULL,
      "idempotencyKey" varchar(200) NOT NULL,
      "addedAt" datetime(3) NOT NULL,
      CONSTRAINT "fk_cart_add_receipts_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      PRIMARY KEY ("userId", "idempotencyKey")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "cart_add_receipts"');
  }
}
