import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The form relay's sites and relayed submissions (decision 092; see the MySQL migration of the same name). */
export class SqliteFormRelay1767900000000 implements MigrationInterface {
  name = 'FormRelay1767900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "form_relay_sites" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "siteKey" varchar(64) NOT NULL,
      "siteName" varchar(120) NOT NULL,
      "recipientEmail" varchar(254) NOT NULL,
      "deliveryId" varchar(36),
      "createdAt" datetime(3) NOT NULL,
      "disabledAt" datetime(3)
    )`);
    await q.query('CREATE UNIQUE INDEX "uq_form_relay_sites_site_key" ON "form_relay_sites" ("siteKey")');
    await q.query('CREATE INDEX "idx_form_relay_sites_delivery" ON "form_relay_sites" ("deliveryId")');
    await q.query(`CREATE TABLE "form_relay_messages" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "siteId" varchar(36) NOT NULL,
      "fields" text NOT NULL,
      "replyTo" varchar(254),
      "createdAt" datetime(3) NOT NULL
    )`);
    await q.query('CREATE INDEX "idx_form_relay_messages_site_created" ON "form_relay_messages" ("siteId", "createdAt")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "idx_form_relay_messages_site_created"');
    await q.query('DROP TABLE "form_relay_messages"');
    await q.query('DROP INDEX "idx_form_relay_sites_delivery"');
    await q.query('DROP INDEX "uq_form_relay_sites_site_key"');
    await q.query('DROP TABLE "form_relay_sites"');
  }
}
