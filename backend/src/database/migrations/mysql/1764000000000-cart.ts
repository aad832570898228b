import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Server carts: one line per (user, template), and the receipts of applied guest-cart merges (MySQL 8 / MariaDB). */
export class MysqlCart1764000000000 implements MigrationInterface {
  name = 'Cart1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`cart_items\` (
      \`id\` varchar(36) NOT NULL,
      \`userId\` varchar(36) NOT NULL,
      \`templateId\` varchar(36) NOT NULL,
      \`quantity\` int NOT NULL,
      \`addedAt\` datetime(3) NOT NULL,
      UNIQUE INDEX \`uq_cart_items_user_template\` (\`userId\`, \`templateId\`),
      INDEX \`idx_cart_items_template\` (\`templateId\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`fk_cart_items_user\` FOREIGN KEY (\`userId\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT \`fk_cart_items_template\` FOREIGN KEY (\`templateId\`) REFERENCES \`templates\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ${TABLE_OPTIONS}`);

    await q.query(`CREATE TABLE \`cart_merges\` (
      \`userId\` varchar(36) NOT NULL,
      \`mergeId\` varchar(36) NOT NULL,
      \`appliedAt\` datetime(3) NOT NULL,
      PRIMARY KEY (\`userId\`, \`mergeId\`),
      CONSTRAINT \`fk_cart_merges_user\` FOREIGN KEY (\`userId\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ${TABLE_OPTIONS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `cart_merges`');
    await q.query('DROP TABLE `cart_items`');
  }
}
