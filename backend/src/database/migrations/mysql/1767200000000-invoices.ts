import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices and credit notes (decision 085): each a snapshot of what it says, numbered from a gap-free
 * sequence per kind and year (`document_sequences`, one row each, moved on inside the transaction
 * that issues the document). The shop settings get the two prefixes the numbers start with.
 */
export class MysqlInvoices1767200000000 implements MigrationInterface {
  name = 'Invoices1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`document_sequences\` (
      \`name\` varchar(40) NOT NULL,
      \`nextNumber\` int NOT NULL,
      PRIMARY KEY (\`name\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`invoices\` (
      \`id\` varchar(36) NOT NULL,
      \`kind\` varchar(12) NOT NULL,
      \`documentKey\` varchar(80) NOT NULL,
      \`sequenceName\` varchar(40) NOT NULL,
      \`seq\` int NOT NULL,
      \`prefix\` varchar(12) NOT NULL,
      \`year\` int NOT NULL,
      \`orderId\` varchar(36) NOT NULL,
      \`refersToId\` varchar(36) NULL,
      \`issuedAt\` datetime(3) NOT NULL,
      \`period\` varchar(7) NOT NULL,
      \`buyerCountry\` varchar(2) NULL,
      \`reverseCharge\` tinyint NOT NULL DEFAULT 0,
      \`currency\` varchar(3) NOT NULL,
      \`netCents\` int NOT NULL,
      \`taxCents\` int NOT NULL,
      \`grossCents\` int NOT NULL,
      \`snapshot\` text NOT NULL,
      PRIMARY KEY (\`id\`),
      UNIQUE INDEX \`uq_invoices_document_key\` (\`documentKey\`),
      UNIQUE INDEX \`uq_invoices_sequence_seq\` (\`sequenceName\`, \`seq\`),
      INDEX \`idx_invoices_order\` (\`orderId\`),
      INDEX \`idx_invoices_period_country\` (\`period\`, \`buyerCountry\`),
      CONSTRAINT \`fk_invoices_order\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\` (\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`ALTER TABLE \`shop_settings\`
      ADD COLUMN \`invoicePrefix\` varchar(12) NOT NULL DEFAULT 'INV',
      ADD COLUMN \`creditNotePrefix\` varchar(12) NOT NULL DEFAULT 'CN'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `shop_settings` DROP COLUMN `invoicePrefix`, DROP COLUMN `creditNotePrefix`');
    await q.query('DROP TABLE `invoices`');
    await q.query('DROP TABLE `document_sequences`');
  }
}
