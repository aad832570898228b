import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * Decision 075: the owner's settings, one row keyed 'shop' at revision 0 with nothing set (the shop
 * shows its defaults until the owner saves).
 */
export class MysqlShopSettings1766500000000 implements MigrationInterface {
  name = 'ShopSettings1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`shop_settings\` (
      \`id\` varchar(20) NOT NULL,
      \`revision\` int NOT NULL,
      \`shopName\` varchar(80) NULL,
      \`supportEmail\` varchar(254) NULL,
      \`legalName\` varchar(120) NULL,
      \`postalAddress\` varchar(500) NULL,
      \`companyNumber\` varchar(40) NULL,
      \`vatNumber\` varchar(40) NULL,
      \`currency\` varchar(3) NOT NULL,
      \`updatedAt\` datetime(3) NULL,
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);
    await q.query("INSERT INTO `shop_settings` (`id`, `revision`, `currency`) VALUES ('shop', 0, 'USD')");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `shop_settings`');
  }
}
