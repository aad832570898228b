import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The form relay (decision 092): the static sites whose forms post to the shop, found by their random
 * key (unique), and by the custom build delivery they were made for; and each relayed submission, kept
 * so its mail is composed at send time from it (decision 022).
 */
export class MysqlFormRelay1767900000000 implements MigrationInterface {
  name = 'FormRelay1767900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`form_relay_sites\` (
      \`id\` varchar(36) NOT NULL,
      \`siteKey\` varchar(64) NOT NULL,
      \`siteName\` varchar(120) NOT NULL,
      \`recipientEmail\` varchar(254) NOT NULL,
      \`deliveryId\` varchar(36) NULL,
      \`createdAt\` datetime(3) NOT NULL,
      \`disabledAt\` datetime(3) NULL,
      UNIQUE INDEX \`uq_form_relay_sites_site_key\` (\`siteKey\`),
      INDEX \`idx_form_relay_sites_delivery\` (\`deliveryId\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`form_relay_messages\` (
      \`id\` varchar(36) NOT NULL,
      \`siteId\` varchar(36) NOT NULL,
      \`fields\` text NOT NULL,
      \`replyTo\` varchar(254) NULL,
      \`createdAt\` datetime(3) NOT NULL,
      INDEX \`idx_form_relay_messages_site_created\` (\`siteId\`, \`createdAt\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `form_relay_messages`');
    await q.query('DROP TABLE `form_relay_sites`');
  }
}
