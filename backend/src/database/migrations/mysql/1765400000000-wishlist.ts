import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Decision 039: customers' wishlists (the library is read from entitlements). */
export class MysqlWishlist1765400000000 implements MigrationInterface {
  name = 'Wishlist1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`wishlist_items\` (
      \`userId\` varchar(36) NOT NULL,
      \`templateId\` varchar(36) NOT NULL,
      \`addedAt\` datetime(3) NOT NULL,
      INDEX \`idx_wishlist_items_user_added\` (\`userId\`, \`addedAt\`, \`templateId\`),
      PRIMARY KEY (\`userId\`, \`templateId\`),
      CONSTRAINT \`fk_wishlist_items_user\` FOREIGN KEY (\`userId\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT \`fk_wishlist_items_template\` FOREIGN KEY (\`templateId\`) REFERENCES \`templates\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ${TABLE_OPTIONS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `wishlist_items`');
  }
}
