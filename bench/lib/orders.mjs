// Orders written straight into the database, for benchmarks that need a buyer without timing a checkout.
import { randomUUID } from 'node:crypto';

/**
 * A completed order of one item with its entitlement, as the orders module leaves it. `db` has
 * `query(sql, params)` (a mysql2 connection will do) and may have `date(d)`: how its dialect stores a
 * datetime (see backend sql-dialect.ts; the Date as is when absent, as mysql2 takes it).
 */
export async function insertCompletedOrder(db, user, template) {
  const date = db.date ?? ((d) => d);
  const now = new Date();
  const orderId = randomUUID();
  const itemId = randomUUID();
  await db.query(
    'INSERT INTO orders (id, userId, status, totalCents, customerEmail, customerName, customerPhone, idempotencyKey, requestHash, createdAt, completedAt) VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, NULL, ?, ?)',
    [orderId, user.id, 'completed', template.priceCents, user.email, 'Bench Buyer', date(now), date(now)],
  );
  await db.query(
    'INSERT INTO order_items (id, orderId, templateId, quantity, priceCents, templateName, templateSlug, templateCategory, templateSubcategory, templatePreviewImage) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?)',
    [
      itemId,
      orderId,
      template.id,
      template.priceCents,
      template.name,
      template.slug,
      template.category,
      template.subcategory,
      template.previewImage,
    ],
  );
  await db.query('INSERT INTO entitlements (id, userId, templateId, orderId, orderItemId, grantedAt) VALUES (?, ?, ?, ?, ?, ?)', [
    randomUUID(),
    user.id,
    template.id,
    orderId,
    itemId,
    date(now),
  ]);
  return { orderId, itemId };
}
