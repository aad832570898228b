import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 052: the order number a customer sees (the first 8 characters of the order id, storefront
 * §9) is unique. New order ids start with random characters; `orderNumber` holds that number under a
 * unique index, so the database refuses a repeat. Existing orders: the oldest of each number keeps it;
 * later orders that already share it (mailed as such) stay without one, their number still reserved.
 */
export class MysqlOrderNumbers1766100000000 implements MigrationInterface {
  name = 'OrderNumbers1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `orders` ADD `orderNumber` varchar(8) NULL, ADD UNIQUE INDEX `uq_orders_number` (`orderNumber`)');
    await q.query(
      'UPDATE `orders` o JOIN (SELECT MIN(id) AS id FROM `orders` GROUP BY LEFT(id, 8)) oldest ON oldest.id = o.id SET o.orderNumber = UPPER(LEFT(o.id, 8))',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `orders` DROP INDEX `uq_orders_number`, DROP `orderNumber`');
  }
}
