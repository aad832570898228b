import { randomUUID } from 'node:crypto';
import { ADMIN_API, ADMIN_MESSAGES, adminPath } from '@tm/contracts/admin';
import { AuditLogPageSchema, RefundResponseSchema } from '@tm/contracts/admin.schemas';
import { downloadItemPath, ORDER_MESSAGES, shortOrderId } from '@tm/contracts/orders';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from './testing/admin-agents';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { insertOrder, type OrderedTemplate } from '../downloads/testing/order-fixtures';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { EntitlementEntity } from '../order-records/entities/entitlement.entity';
import { OrderEntity } from '../order-records/entities/order.entity';
import { UserEntity } from '../users/entities/user.entity';

describe.each(testTargets())('admin refunds on $name', (target) => {
  let t: TestApp;
  let admin: Agent;
  let buyer: Agent;
  let buyerUser: UserEntity;
  let templates: OrderedTemplate[];

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = (await signedInUser(t, 'boss', true)).agent;
    ({ agent: buyer, user: buyerUser } = await signedInUser(t, 'buyer'));
    const drafts = [makeDraft({ priceCents: 4900 }), makeDraft({ priceCents: 2900 })];
    const { ids } = await t.app.get(CatalogWriterService).insertMany(drafts);
    templates = drafts.map((draft, i) => ({ id: ids[i]!, draft }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const refund = (orderId: string, body: unknown = { reason: 'Duplicate purchase reported within 48 hours' }) =>
    admin.post(adminPath(ADMIN_API.refundOrder, { id: orderId })).send(body as object);

  it('refunds a completed order once: status, downloads revoked at once, the buyer mailed, the audit entry written', async () => {
    const bought = await insertOrder(t.dataSource, { userId: buyerUser.id, templates });
    const item = bought.items[0]!;
    await buyer.get(downloadItemPath(item.id, { orderId: bought.order.id })).expect(200);

    const answers = await Promise.all([refund(bought.order.id), refund(bought.order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const ok = RefundResponseSchema.parse(answers.find((a) => a.status === 200)!.body);
    expect(ok).toMatchObject({
      message: `Order #${shortOrderId(bought.order.id)} refunded`,
      order: { id: bought.order.id, status: 'refunded', total: '78.00' },
    });
    // The second click finds the first one's refund under way, or already done (decision 042).
    expect([ADMIN_MESSAGES.alreadyRefunded, ADMIN_MESSAGES.refundUnderWay]).toContain(
      (answers.find((a) => a.status === 409)!.body as { message: string }).message,
    );

    const stored = await t.dataSource.getRepository(OrderEntity).findOneByOrFail({ id: bought.order.id });
    expect(stored).toMatchObject({ status: 'refunded', refundReason: 'Duplicate purchase reported within 48 hours' });
    expect(stored.refundedAt).toBeInstanceOf(Date);
    expect(await t.dataSource.getRepository(EntitlementEntity).countBy({ orderId: bought.order.id })).toBe(0);
    expect((await buyer.get(downloadItemPath(item.id, { orderId: bought.order.id })).expect(409)).body).toEqual({
      message: ORDER_MESSAGES.orderNotCompleted,
    });

    const mails = await t.dataSource.getRepository(OutboxMessageEntity).findBy({ refId: bought.order.id, kind: 'message' });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: buyerUser.email, subject: `Your order #${shortOrderId(bought.order.id)} has been refunded` });
    expect(mails[0]!.text).toContain('Reason: Duplicate purchase reported within 48 hours');

    const audit = AuditLogPageSchema.parse((await admin.get(ADMIN_API.auditLog).expect(200)).body);
    const entries = audit.entries.filter((e) => e.targetId === bought.order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'order.refund',
      targetType: 'order',
      detail: '$78.00: Duplicate purchase reported within 48 hours',
    });

    // The customer's figures count completed orders only: the refund leaves them.
    const customer = (await admin.get(adminPath(ADMIN_API.customer, { id: buyerUser.id })).expect(200)).body as { totalSpent: string };
    expect(customer.totalSpent).toBe('0.00');
  });

  it('refuses orders that are not completed, unknown ids and bad reasons, changing nothing', async () => {
    const pending = await insertOrder(t.dataSource, { userId: buyerUser.id, templates: [templates[0]!], status: 'pending' });
    expect((await refund(pending.order.id).expect(409)).body).toEqual({ message: ADMIN_MESSAGES.refundOnlyCompleted });
    expect((await refund(randomUUID()).expect(404)).body).toEqual({ message: ADMIN_MESSAGES.orderNotFound });
    await refund('../../etc').expect(404);
    const done = await insertOrder(t.dataSource, { userId: buyerUser.id, templates: [templates[1]!] });
    await refund(done.order.id, {}).expect(400);
    await refund(done.order.id, { reason: 'ok' }).expect(400);
    await refund(done.order.id, { reason: 'x'.repeat(501) }).expect(400);
    await refund(done.order.id, { reason: 'Line one\r\nBcc: evil@example.com' }).expect(400);
    await refund(done.order.id, { reason: 'Fine reason', amount: 1 }).expect(400);
    await buyer
      .post(adminPath(ADMIN_API.refundOrder, { id: done.order.id }))
      .send({ reason: 'I want my money' })
      .expect(403);
    expect((await t.dataSource.getRepository(OrderEntity).findOneByOrFail({ id: done.order.id })).status).toBe('completed');
    expect(await t.dataSource.getRepository(EntitlementEntity).countBy({ orderId: done.order.id })).toBe(1);
  });
});
