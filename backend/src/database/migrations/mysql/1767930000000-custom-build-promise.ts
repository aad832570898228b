import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a custom build's payment promised (decision 095), kept on its delivery so a later change of the
 * owner's settings does not move a sold promise: the first version's due time, the finished site's due
 * day (YYYY-MM-DD in the shop's zone, text so no driver shifts it), the lead time and the revision
 * rounds. Null on deliveries sold before: their pages say the promise without a date.
 */
export class MysqlCustomBuildPromise1767930000000 implements MigrationInterface {
  name = 'CustomBuildPromise1767930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE `custom_build_deliveries` ADD COLUMN `firstVersionDueAt` datetime(3) NULL, ADD COLUMN `finishedSiteDueOn` varchar(10) NULL, ADD COLUMN `leadDays` int NULL, ADD COLUMN `revisionRounds` int NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE `custom_build_deliveries` DROP COLUMN `revisionRounds`, DROP COLUMN `leadDays`, DROP COLUMN `finishedSiteDueOn`, DROP COLUMN `firstVersionDueAt`',
    );
  }
}
