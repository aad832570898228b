import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The studio desk (decision 097): a custom build's stage and answers on its delivery, its versions and its
 * messages. Existing deliveries start where their first version stands: ready ones are 'first-version-sent'
 * with their ZIP recorded as version 1. The summary keeps the conversation it came from.
 */
export class MysqlStudioDesk1767940000000 implements MigrationInterface {
  name = 'StudioDesk1767940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      "ALTER TABLE `custom_build_deliveries` ADD COLUMN `stage` varchar(20) NOT NULL DEFAULT 'first-version', ADD COLUMN `revisionsUsed` int NOT NULL DEFAULT 0, ADD COLUMN `deliveredAt` datetime(3) NULL, ADD COLUMN `acceptedAt` datetime(3) NULL, ADD COLUMN `acceptedBy` varchar(10) NULL, ADD COLUMN `lastMessageAt` datetime(3) NULL, ADD COLUMN `updatedAt` datetime(3) NULL",
    );
    await q.query("UPDATE `custom_build_deliveries` SET `stage` = 'first-version-sent', `updatedAt` = `readyAt` WHERE `status` = 'ready'");
    await q.query('CREATE INDEX `idx_custom_build_deliveries_due` ON `custom_build_deliveries` (`finishedSiteDueOn`, `paidAt`)');
    await q.query('CREATE INDEX `idx_custom_build_deliveries_stage` ON `custom_build_deliveries` (`stage`, `deliveredAt`)');
    await q.query(
      'CREATE TABLE `custom_build_versions` (`orderItemId` varchar(36) NOT NULL, `number` int NOT NULL, `zipPath` varchar(300) NOT NULL, `zipBytes` int NOT NULL, `note` varchar(1000) NULL, `final` tinyint NOT NULL DEFAULT 0, `madeBy` varchar(20) NOT NULL, `createdAt` datetime(3) NOT NULL, PRIMARY KEY (`orderItemId`, `number`)) ENGINE=InnoDB',
    );
    await q.query(
      "CREATE TABLE `custom_build_messages` (`id` varchar(36) NOT NULL, `orderItemId` varchar(36) NOT NULL, `author` varchar(10) NOT NULL, `kind` varchar(10) NOT NULL DEFAULT 'message', `userId` varchar(36) NOT NULL, `body` text NOT NULL, `createdAt` datetime(3) NOT NULL, INDEX `idx_custom_build_messages_build` (`orderItemId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await q.query(
      "INSERT INTO `custom_build_versions` (`orderItemId`, `number`, `zipPath`, `zipBytes`, `note`, `final`, `madeBy`, `createdAt`) SELECT `orderItemId`, 1, `zipPath`, COALESCE(`zipBytes`, 0), NULL, 0, 'first-version', `readyAt` FROM `custom_build_deliveries` WHERE `status` = 'ready' AND `zipPath` IS NOT NULL AND `readyAt` IS NOT NULL",
    );
    await q.query('ALTER TABLE `custom_build_summaries` ADD COLUMN `conversation` text NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `custom_build_summaries` DROP COLUMN `conversation`');
    await q.query('DROP TABLE `custom_build_messages`');
    await q.query('DROP TABLE `custom_build_versions`');
    await q.query('DROP INDEX `idx_custom_build_deliveries_stage` ON `custom_build_deliveries`');
    await q.query('DROP INDEX `idx_custom_build_deliveries_due` ON `custom_build_deliveries`');
    await q.query(
      'ALTER TABLE `custom_build_deliveries` DROP COLUMN `updatedAt`, DROP COLUMN `lastMessageAt`, DROP COLUMN `acceptedBy`, DROP COLUMN `acceptedAt`, DROP COLUMN `deliveredAt`, DROP COLUMN `revisionsUsed`, DROP COLUMN `stage`',
    );
  }
}
