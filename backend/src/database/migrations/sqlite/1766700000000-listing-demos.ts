import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A listing's uploaded static demo (see the MySQL migration of the same name). */
export class SqliteListingDemos1766700000000 implements MigrationInterface {
  name = 'ListingDemos1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "listing_demos" (
      "templateId" varchar(36) NOT NULL,
      "id" varchar(36) NOT NULL,
      "fileCount" integer NOT NULL,
      "sizeBytes" integer NOT NULL,
      "uploadedBy" varchar(36) NULL,
      "createdAt" datetime(3) NOT NULL,
      CONSTRAINT "fk_listing_demos_template" FOREIGN KEY ("templateId") REFERENCES "templates" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      PRIMARY KEY ("templateId")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "listing_demos"');
  }
}
