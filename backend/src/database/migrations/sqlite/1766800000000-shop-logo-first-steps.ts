import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The shop's logo and the first-steps checklist's dismissal (see the MySQL migration of the same name). */
const COLUMNS = ['"logoId" varchar(36)', '"logoWidth" integer', '"logoHeight" integer', '"firstStepsDismissedAt" datetime(3)'];

const columnName = (definition: string) => definition.split('"')[1]!;

export class SqliteShopLogoFirstSteps1766800000000 implements MigrationInterface {
  name = 'ShopLogoFirstSteps1766800000000';

  async up(q: QueryRunner): Promise<void> {
    for (const definition of COLUMNS) await q.query(`ALTER TABLE "shop_settings" ADD COLUMN ${definition}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const definition of [...COLUMNS].reverse()) await q.query(`ALTER TABLE "shop_settings" DROP COLUMN "${columnName(definition)}"`);
  }
}
