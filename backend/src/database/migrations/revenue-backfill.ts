/** The upsert of decision 089 as the migration wrote it (kept here: a migration does not follow later code). */
function upsertSql(mysql: boolean, table: string, keys: readonly string[], adds: readonly string[], source: string): string {
  const update = mysql
    ? `ON DUPLICATE KEY UPDATE ${adds.map((c) => `${table}.${c} = ${table}.${c} + VALUES(${c})`).join(', ')}`
    : `ON CONFLICT(${keys.join(', ')}) DO UPDATE SET ${adds.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`;
  return `INSERT INTO ${table} (${[...keys, ...adds].join(', ')}) ${source} ${update}`;
}

/**
 * The statements that fill the daily aggregates once from the orders already completed and refunded
 * (decision 089), by the UTC day of each event: the zone every shop has when the tables are made.
 * Completions first, then whole-order refunds, then duplicate lines' refunds, each added to its day.
 */
export function revenueBackfill(mysql: boolean): string[] {
  const dayOf = (column: string) => (mysql ? `DATE_FORMAT(${column}, '%Y-%m-%d')` : `substr(${column}, 1, 10)`);
  const lineGross = "i.priceCents * i.quantity + CASE WHEN o.taxBehavior = 'exclusive' THEN i.taxCents ELSE 0 END";
  const days = ['day', 'currency'];
  const adds = ['orders', 'grossCents', 'netCents', 'taxCents', 'refunds', 'refundedCents', 'newCustomers'];
  // SQLite needs a WHERE before ON CONFLICT in an INSERT … SELECT; every statement here has one.
  return [
    upsertSql(
      mysql,
      'revenue_days',
      days,
      adds,
      `SELECT ${dayOf('o.completedAt')}, COALESCE(o.currency, 'USD'), COUNT(*), SUM(COALESCE(o.paidCents, o.totalCents)),
          SUM(COALESCE(o.paidCents, o.totalCents) - o.taxCents), SUM(o.taxCents), 0, 0,
          SUM(CASE WHEN EXISTS (SELECT 1 FROM orders p WHERE p.userId = o.userId AND p.completedAt IS NOT NULL
            AND (p.completedAt < o.completedAt OR (p.completedAt = o.completedAt AND p.id < o.id))) THEN 0 ELSE 1 END)
        FROM orders o WHERE o.completedAt IS NOT NULL
        GROUP BY ${dayOf('o.completedAt')}, COALESCE(o.currency, 'USD')`,
    ),
    upsertSql(
      mysql,
      'revenue_days',
      days,
      adds,
      `SELECT ${dayOf('o.refundedAt')}, COALESCE(o.currency, 'USD'), 0, 0, 0, 0, COUNT(*),
          SUM(COALESCE(o.paidCents, o.totalCents)
            - COALESCE((SELECT SUM(${lineGross}) FROM order_items i WHERE i.orderId = o.id AND i.refundedAt IS NOT NULL), 0)), 0
        FROM orders o WHERE o.status = 'refunded' AND o.refundedAt IS NOT NULL
        GROUP BY ${dayOf('o.refundedAt')}, COALESCE(o.currency, 'USD')`,
    ),
    upsertSql(
      mysql,
      'revenue_days',
      days,
      adds,
      `SELECT ${dayOf('i.refundedAt')}, COALESCE(o.currency, 'USD'), 0, 0, 0, 0, COUNT(*), SUM(${lineGross}), 0
        FROM order_items i JOIN orders o ON o.id = i.orderId WHERE i.refundedAt IS NOT NULL
        GROUP BY ${dayOf('i.refundedAt')}, COALESCE(o.currency, 'USD')`,
    ),
    `INSERT INTO revenue_template_days (day, currency, templateId, category, sales, revenueCents)
      SELECT ${dayOf('o.completedAt')}, COALESCE(o.currency, 'USD'), i.templateId, MAX(i.templateCategory), COUNT(*), SUM(${lineGross})
        FROM order_items i JOIN orders o ON o.id = i.orderId
        WHERE o.completedAt IS NOT NULL AND i.templateSlug <> 'custom-build-service'
        GROUP BY ${dayOf('o.completedAt')}, COALESCE(o.currency, 'USD'), i.templateId`,
  ];
}
