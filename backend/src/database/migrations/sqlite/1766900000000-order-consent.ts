import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 082: the versions of the texts agreed to at checkout, and when (see the MySQL migration of the same name). */
const COLUMNS = [
  '"termsVersion" varchar(40)',
  '"immediateDeliveryVersion" varchar(40)',
  '"serviceStartVersion" varchar(40)',
  '"consentedAt" datetime(3)',
];

const columnName = (definition: string) => definition.split('"')[1]!;

export class SqliteOrderConsent1766900000000 implements MigrationInterface {
  name = 'OrderConsent1766900000000';

  async up(q: QueryRunner): Promise<void> {
    for (const definition of COLUMNS) await q.query(`ALTER TABLE "orders" ADD COLUMN ${definition}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const definition of [...COLUMNS].reverse()) await q.query(`ALTER TABLE "orders" DROP COLUMN "${columnName(definition)}"`);
  }
}
