import type { DataSource } from 'typeorm';
import { SHOP_DEFAULTS } from '@tm/contracts/shop-settings';
import type { Step } from '../../database/atomic-steps';
import { isMysqlFamily } from '../../database/sql-dialect';
import { dayIn } from './revenue-days';

/**
 * The daily aggregates' writes (decision 089), appended to the transactions that complete and refund
 * orders, so a figure commits with its fact or not at all. Every row is an upsert that adds to what is
 * there. The rows are hot (every sale of a day shares one): they are taken late, after the templates'
 * rows, and always in one order: revenue_template_days by template id, then revenue_days, whose one row
 * per day every completion and refund shares.
 */

const DAY_COLUMNS = ['orders', 'grossCents', 'netCents', 'taxCents', 'refunds', 'refundedCents', 'newCustomers'] as const;
const DAY_KEYS = ['day', 'currency'] as const;
const TEMPLATE_COLUMNS = ['sales', 'revenueCents'] as const;
const TEMPLATE_KEYS = ['day', 'currency', 'templateId'] as const;

/**
 * A line's share of what was paid: its discount-code share off (decision 090), and tax added to an exclusive
 * price is paid (and refunded) with it (decision 081).
 */
const LINE_GROSS = "i.priceCents * i.quantity - i.discountCents + CASE WHEN o.taxBehavior = 'exclusive' THEN i.taxCents ELSE 0 END";

/** `INSERT … <source>` that adds `adds` to the row of the same key when there is one, in the dialect's words. */
export function upsertSql(
  mysql: boolean,
  table: string,
  keys: readonly string[],
  adds: readonly string[],
  source: string,
  kept: readonly string[] = [],
): string {
  // `kept` columns are written by the first insert of the key only.
  const columns = [...keys, ...kept, ...adds].join(', ');
  const update = mysql
    ? `ON DUPLICATE KEY UPDATE ${adds.map((c) => `${table}.${c} = ${table}.${c} + VALUES(${c})`).join(', ')}`
    : `ON CONFLICT(${keys.join(', ')}) DO UPDATE SET ${adds.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`;
  return `INSERT INTO ${table} (${columns}) ${source} ${update}`;
}

/**
 * The shop's time zone as it is now: a sale's day is fixed when it is counted, so a later change of zone
 * does not move past days. Read outside the transaction: it takes no lock.
 */
export async function shopTimeZone(dataSource: DataSource): Promise<string> {
  const rows: Array<{ timeZone: string | null }> = await dataSource.query('SELECT timeZone FROM shop_settings WHERE id = ?', ['shop']);
  return rows[0]?.timeZone || SHOP_DEFAULTS.timeZone;
}

/**
 * Whether the buyer was counted already (a completed order before): a plain read before the transaction,
 * which takes no lock. A buyer it misses (a completion committing meanwhile) is settled by the
 * transaction's own insert into revenue_new_customers.
 */
async function knownCustomer(dataSource: DataSource, userId: string): Promise<boolean> {
  const rows: unknown[] = await dataSource.query('SELECT 1 AS known FROM revenue_new_customers WHERE userId = ?', [userId]);
  return rows.length > 0;
}

/** What a completion counts: the paid facts (decision 081) and the bought templates' lines. */
export interface CountedSale {
  orderId: string;
  userId: string;
  paidCents: number;
  taxCents: number;
  currency: string;
  taxBehavior: string | null;
  lines: ReadonlyArray<{
    templateId: string;
    templateCategory: string;
    priceCents: number;
    quantity: number;
    taxCents: number;
    /** The line's share of a discount code (decision 090). */
    discountCents?: number;
  }>;
}

/**
 * The steps that count a completed order on its day: one more order, its gross, net and tax, a new
 * customer when the buyer has no other completed order, and each template's line.
 */
export async function completionRevenueSteps(dataSource: DataSource, sale: CountedSale, now: Date): Promise<Step[]> {
  const mysql = isMysqlFamily(dataSource);
  const [timeZone, known] = await Promise.all([shopTimeZone(dataSource), knownCustomer(dataSource, sale.userId)]);
  const day = dayIn(now, timeZone);
  const currency = sale.currency.toUpperCase();
  const steps: Step[] = [];
  // Each template's line, in one statement whose rows come in template id order.
  const byTemplate = new Map<string, { category: string; sales: number; cents: number }>();
  for (const line of sale.lines) {
    const cents = line.priceCents * line.quantity - (line.discountCents ?? 0) + (sale.taxBehavior === 'exclusive' ? line.taxCents : 0);
    const entry = byTemplate.get(line.templateId) ?? { category: line.templateCategory, sales: 0, cents: 0 };
    byTemplate.set(line.templateId, { ...entry, sales: entry.sales + 1, cents: entry.cents + cents });
  }
  const templateIds = [...byTemplate.keys()].sort();
  if (templateIds.length > 0)
    steps.push({
      sql: upsertSql(
        mysql,
        'revenue_template_days',
        TEMPLATE_KEYS,
        TEMPLATE_COLUMNS,
        `VALUES ${templateIds.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
        ['category'],
      ),
      params: templateIds.flatMap((templateId) => {
        const entry = byTemplate.get(templateId)!;
        return [day, currency, templateId, entry.category, entry.sales, entry.cents];
      }),
    });
  // A new customer is one this completion adds to revenue_new_customers (one row per buyer). Reading the
  // buyer's other orders inside the transaction (a locking read on MariaDB) locked index ranges next to
  // other buyers' orders and deadlocked concurrent completions; this locks only the buyer's own row.
  if (!known)
    steps.push({
      sql: `${mysql ? 'INSERT IGNORE' : 'INSERT OR IGNORE'} INTO revenue_new_customers (userId, orderId) VALUES (?, ?)`,
      params: [sale.userId, sale.orderId],
    });
  // The day's row, which every sale of the day shares, last: it is held only for the invoice's steps and the commit.
  steps.push(
    known
      ? {
          sql: upsertSql(mysql, 'revenue_days', DAY_KEYS, DAY_COLUMNS, 'VALUES (?, ?, 1, ?, ?, ?, 0, 0, 0)'),
          params: [day, currency, sale.paidCents, sale.paidCents - sale.taxCents, sale.taxCents],
        }
      : {
          sql: upsertSql(
            mysql,
            'revenue_days',
            DAY_KEYS,
            DAY_COLUMNS,
            'VALUES (?, ?, 1, ?, ?, ?, 0, 0, (SELECT COUNT(*) FROM revenue_new_customers n WHERE n.userId = ? AND n.orderId = ?))',
          ),
          params: [day, currency, sale.paidCents, sale.paidCents - sale.taxCents, sale.taxCents, sale.userId, sale.orderId],
        },
  );
  return steps;
}

/** The steps that count a whole order's refund on the day it is recorded: what was paid less its lines refunded before. */
export async function orderRefundRevenueSteps(dataSource: DataSource, orderId: string, now: Date): Promise<Step[]> {
  const day = dayIn(now, await shopTimeZone(dataSource));
  return [
    {
      sql: upsertSql(
        isMysqlFamily(dataSource),
        'revenue_days',
        DAY_KEYS,
        DAY_COLUMNS,
        `SELECT ?, COALESCE(o.currency, '${SHOP_DEFAULTS.currency}'), 0, 0, 0, 0, 1,
            COALESCE(o.paidCents, o.totalCents)
              - COALESCE((SELECT SUM(${LINE_GROSS}) FROM order_items i WHERE i.orderId = o.id AND i.refundedAt IS NOT NULL), 0),
            0
          FROM orders o WHERE o.id = ?`,
      ),
      params: [day, orderId],
    },
  ];
}

/** The steps that count a duplicate line's refund (decision 042) on the day it is recorded. */
export async function lineRefundRevenueSteps(dataSource: DataSource, lineId: string, now: Date): Promise<Step[]> {
  const day = dayIn(now, await shopTimeZone(dataSource));
  return [
    {
      sql: upsertSql(
        isMysqlFamily(dataSource),
        'revenue_days',
        DAY_KEYS,
        DAY_COLUMNS,
        `SELECT ?, COALESCE(o.currency, '${SHOP_DEFAULTS.currency}'), 0, 0, 0, 0, 1, ${LINE_GROSS}, 0
          FROM order_items i JOIN orders o ON o.id = i.orderId WHERE i.id = ?`,
      ),
      params: [day, lineId],
    },
  ];
}
