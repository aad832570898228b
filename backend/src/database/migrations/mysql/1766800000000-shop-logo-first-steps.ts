import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's logo (its id and 1x size: the files are in the public storage area) and whether an admin
 * hid the back office's first-steps checklist, on the one shop_settings row.
 */
export class MysqlShopLogoFirstSteps1766800000000 implements MigrationInterface {
  name = 'ShopLogoFirstSteps1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`shop_settings\`
      ADD \`logoId\` varchar(36) NULL,
      ADD \`logoWidth\` int NULL,
      ADD \`logoHeight\` int NULL,
      ADD \`firstStepsDismissedAt\` datetime(3) NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE `shop_settings` DROP COLUMN `firstStepsDismissedAt`, DROP COLUMN `logoHeight`, DROP COLUMN `logoWidth`, DROP COLUMN `logoId`',
    );
  }
}
