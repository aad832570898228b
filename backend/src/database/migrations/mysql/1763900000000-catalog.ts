import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * Templates, their filter keys (template_tags) and full text search (MySQL 8 / MariaDB): two InnoDB
 * FULLTEXT indexes, one over everything searched and one over the name alone so a name match can
 * weigh more than a description match. InnoDB maintains them itself: no triggers (which would need
 * SUPER on a MySQL with binary logging).
 */
export class MysqlCatalog1763900000000 implements MigrationInterface {
  name = 'Catalog1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`templates\` (
      \`id\` varchar(36) NOT NULL,
      \`slug\` varchar(160) NOT NULL,
      \`name\` varchar(200) NOT NULL,
      \`description\` text NOT NULL,
      \`priceCents\` int NOT NULL,
      \`rating\` decimal(2,1) NOT NULL DEFAULT 0,
      \`ratingCount\` int NOT NULL DEFAULT 0,
      \`salesCount\` int NOT NULL DEFAULT 0,
      \`previewImage\` varchar(500) NOT NULL,
      \`livePreviewUrl\` varchar(500) NULL,
      \`category\` varchar(20) NOT NULL,
      \`subcategory\` varchar(60) NOT NULL,
      \`features\` text NOT NULL,
      \`screenshots\` text NOT NULL,
      \`tags\` text NOT NULL,
      \`design\` text NULL,
      \`hasZip\` tinyint NOT NULL DEFAULT 0,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`uq_templates_slug\` (\`slug\`),
      INDEX \`idx_templates_popular\` (\`salesCount\`, \`createdAt\`, \`id\`),
      INDEX \`idx_templates_category_popular\` (\`category\`, \`salesCount\`, \`createdAt\`, \`id\`),
      INDEX \`idx_templates_category_subcategory\` (\`category\`, \`subcategory\`),
      FULLTEXT INDEX \`ft_templates_search\` (\`name\`, \`description\`, \`features\`, \`tags\`),
      FULLTEXT INDEX \`ft_templates_name\` (\`name\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);

    await q.query(`CREATE TABLE \`template_tags\` (
      \`templateId\` varchar(36) NOT NULL,
      \`tag\` varchar(60) NOT NULL,
      \`category\` varchar(20) NOT NULL,
      \`salesCount\` int NOT NULL,
      \`createdAt\` datetime(6) NOT NULL,
      INDEX \`idx_template_tags_tag_popular\` (\`tag\`, \`salesCount\`, \`createdAt\`, \`templateId\`),
      INDEX \`idx_template_tags_category_tag_popular\` (\`category\`, \`tag\`, \`salesCount\`, \`createdAt\`, \`templateId\`),
      PRIMARY KEY (\`templateId\`, \`tag\`),
      CONSTRAINT \`fk_template_tags_template\` FOREIGN KEY (\`templateId\`) REFERENCES \`templates\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ${TABLE_OPTIONS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE \`template_tags\``);
    await q.query(`DROP TABLE \`templates\``);
  }
}
