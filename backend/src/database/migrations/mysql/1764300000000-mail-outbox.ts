import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 022: the outbox becomes the transactional record of every owed mail, with its delivery state
 * (status, attempts, next attempt, lease, last error, sent time). Mail composed at send time has no
 * text until then, and mail sent over SMTP no .eml file, so both become nullable. Rows written before
 * were delivered (spooled) when written (MySQL 8 / MariaDB).
 */
export class MysqlMailOutbox1764300000000 implements MigrationInterface {
  name = 'MailOutbox1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`outbox_messages\`
      ADD \`kind\` varchar(40) NOT NULL DEFAULT 'message' AFTER \`id\`,
      ADD \`refId\` varchar(36) NULL AFTER \`kind\`,
      MODIFY \`text\` text NULL,
      MODIFY \`emlPath\` varchar(500) NULL,
      ADD \`status\` varchar(10) NOT NULL DEFAULT 'sent' AFTER \`emlPath\`,
      ADD \`attempts\` int NOT NULL DEFAULT 1 AFTER \`status\`,
      ADD \`nextAttemptAt\` datetime(3) NULL AFTER \`attempts\`,
      ADD \`leaseOwner\` varchar(36) NULL AFTER \`nextAttemptAt\`,
      ADD \`leaseUntil\` datetime(3) NULL AFTER \`leaseOwner\`,
      ADD \`lastError\` varchar(500) NULL AFTER \`leaseUntil\`,
      ADD \`sentAt\` datetime(3) NULL AFTER \`lastError\``);
    await q.query('UPDATE `outbox_messages` SET `nextAttemptAt` = `createdAt`, `sentAt` = `createdAt`');
    // The defaults only filled the existing rows; every writer names every column.
    await q.query(`ALTER TABLE \`outbox_messages\`
      ALTER \`kind\` DROP DEFAULT,
      ALTER \`status\` DROP DEFAULT,
      ALTER \`attempts\` DROP DEFAULT,
      MODIFY \`nextAttemptAt\` datetime(3) NOT NULL,
      ADD INDEX \`idx_outbox_messages_due\` (\`status\`, \`nextAttemptAt\`),
      ADD UNIQUE INDEX \`uq_outbox_messages_kind_ref\` (\`kind\`, \`refId\`)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The old table held spooled mail only.
    await q.query("DELETE FROM `outbox_messages` WHERE `status` <> 'sent' OR `emlPath` IS NULL OR `text` IS NULL");
    await q.query(`ALTER TABLE \`outbox_messages\`
      DROP INDEX \`uq_outbox_messages_kind_ref\`,
      DROP INDEX \`idx_outbox_messages_due\`,
      DROP \`sentAt\`, DROP \`lastError\`, DROP \`leaseUntil\`, DROP \`leaseOwner\`, DROP \`nextAttemptAt\`,
      DROP \`attempts\`, DROP \`status\`, DROP \`refId\`, DROP \`kind\`,
      MODIFY \`text\` text NOT NULL,
      MODIFY \`emlPath\` varchar(500) NOT NULL`);
  }
}
