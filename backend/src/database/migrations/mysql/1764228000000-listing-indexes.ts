import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 028: a subcategory filter reads templates (category, subcategory) in the listing order from
 * one index, as a tag filter reads template_tags. The home page's sections read theirs from an index
 * each: the best rated, the newest well-rated, and the orders completed in the last 7 days
 * (MySQL 8 / MariaDB).
 */
export class MysqlListingIndexes1764228000000 implements MigrationInterface {
  name = 'ListingIndexes1764228000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`templates\`
      DROP INDEX \`idx_templates_category_subcategory\`,
      ADD INDEX \`idx_templates_category_subcategory_popular\` (\`category\`, \`subcategory\`, \`salesCount\`, \`createdAt\`, \`id\`),
      ADD INDEX \`idx_templates_rated\` (\`rating\`, \`ratingCount\`, \`salesCount\`, \`createdAt\`, \`id\`),
      ADD INDEX \`idx_templates_newest\` (\`createdAt\`, \`id\`, \`rating\`, \`ratingCount\`)`);
    await q.query(`ALTER TABLE \`orders\` ADD INDEX \`idx_orders_completed\` (\`completedAt\`)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`orders\` DROP INDEX \`idx_orders_completed\``);
    await q.query(`ALTER TABLE \`templates\`
      DROP INDEX \`idx_templates_newest\`,
      DROP INDEX \`idx_templates_rated\`,
      DROP INDEX \`idx_templates_category_subcategory_popular\`,
      ADD INDEX \`idx_templates_category_subcategory\` (\`category\`, \`subcategory\`)`);
  }
}
