import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { CART_API } from '@tm/contracts/cart';
import { ORDER_API, completeOrderPath } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { REVIEWS_API, reviewsPath } from '@tm/contracts/reviews';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClock, waitFor } from '../../testing/fixtures';
import { SmtpPeer } from '../../testing/smtp-peer';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from '../admin/testing/admin-agents';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { MAIL_QUEUE } from '../../infrastructure/queues/queue-names';
import { REVIEW_REMINDER_MAIL } from './review-reminder';
import { ORDER_CONSENT } from '../../testing/order-consent';

const FORM = { firstName: 'Ada', lastName: 'Lovelace', mobileNo: '+44 20 7946 0000' };
const DAY = 24 * 60 * 60_000;

// Decision 038: five days after a purchase the buyer is asked for a review, once per order, and only
// for what they have not reviewed; a refunded order owes nothing.
describe.each(testTargets())('review reminder on $name', (target) => {
  let t: TestApp;
  let peer: SmtpPeer;
  let admin: Agent;
  let ids: string[];
  let slugs: string[];
  let total: number;
  const clock = new TestClock();

  beforeAll(async () => {
    peer = await SmtpPeer.create();
    t = await createTestApp(target, { clock, env: { SMTP_URL: peer.url, MAIL_RETRY_BASE_MS: '200' } });
    admin = (await signedInUser(t, 'boss', true)).agent;
    const drafts = [0, 1].map(() => makeDraft({ rating: 0, ratingCount: 0 }));
    ({ ids } = await t.app.get(CatalogWriterService).insertMany(drafts));
    slugs = drafts.map((d) => d.slug);
    total = drafts.reduce((sum, d) => sum + d.priceCents, 0) / 100;
  });
  afterAll(async () => {
    clock.reset();
    await t?.close();
    await peer?.stop();
  });

  async function buyBoth(): Promise<{ agent: Agent; email: string; order: Order }> {
    const { agent, user } = await signedInUser(t, 'buyer');
    for (const templateId of ids) await agent.post(CART_API.cart).send({ templateId, quantity: 1 }).expect(200);
    const items = ids.map((templateId) => ({ templateId, quantity: 1 }));
    const order = (
      await agent
        .post(ORDER_API.orders)
        .send({
          customerEmail: user.email,
          customerName: 'Ada Lovelace',
          totalAmount: total,
          items,
          userId: user.id,
          consent: ORDER_CONSENT,
        })
        .expect(201)
    ).body as Order;
    const link = (
      await agent
        .post(ORDER_API.paymentLink)
        .send({ ...FORM, email: user.email, orderId: order.id })
        .expect(200)
    ).body as { paymentLink: string };
    const session = new URL(link.paymentLink, 'http://x').searchParams.get('session')!;
    const paid = (await agent.patch(completeOrderPath(order.id)).send({ session }).expect(200)).body as Order;
    return { agent, email: user.email, order: paid };
  }
  const reminderOf = (orderId: string) =>
    t.dataSource.getRepository(OutboxMessageEntity).findBy({ kind: REVIEW_REMINDER_MAIL, refId: orderId });

  it('is owed with the payment, due in five days, once per order, and names only what is not reviewed yet', async () => {
    const { agent, email, order } = await buyBoth();
    const [reminder, ...more] = await reminderOf(order.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ status: 'pending', to: email });
    expect(Math.abs(new Date(reminder!.nextAttemptAt).getTime() - (new Date(order.completedAt!).getTime() + 5 * DAY))).toBeLessThan(1_000);
    if (t.config.queueDriver === 'bull') {
      // The delayed queue job that wakes the senders when it falls due.
      const queue = t.app.get<Queue>(getQueueToken(MAIL_QUEUE), { strict: false });
      const delayed = await queue.getDelayed();
      expect(delayed.some((job) => Math.abs((job.opts.delay ?? 0) - 5 * DAY) < 60_000)).toBe(true);
    }

    await agent
      .post(reviewsPath(REVIEWS_API.list, ids[0]!))
      .send({ rating: 5, title: 'Lovely', text: 'Set up in minutes, looks great.' })
      .expect(201);
    // The confirmation comes at once; the reminder not before its day.
    await waitFor(async () => peer.to(email).length > 0);
    expect(peer.to(email).map((m) => m.subject)).not.toContain('How are your new templates? Leave a review');

    clock.advance(5 * DAY + 60_000);
    const mail = await waitFor(async () => peer.to(email).find((m) => m.subject === 'How are your new templates? Leave a review'), 10_000);
    const text = mail.raw.replace(/=\r?\n/g, ''); // quoted-printable soft line breaks
    expect(text).toContain(`/template/${slugs[1]}#reviews`);
    expect(text).not.toContain(`/template/${slugs[0]}#reviews`);
    // "sent" is recorded just after the peer accepted the mail.
    await waitFor(async () => (await reminderOf(order.id))[0]?.status === 'sent');
    expect((await reminderOf(order.id))[0]).toMatchObject({ status: 'sent' });
  });

  it('is cancelled, not sent, when the order was refunded or everything was reviewed by then', async () => {
    const refunded = await buyBoth();
    await admin
      .post(adminPath(ADMIN_API.refundOrder, { id: refunded.order.id }))
      .send({ reason: 'Duplicate purchase reported within 48 hours' })
      .expect(200);
    const reviewedAll = await buyBoth();
    for (const id of ids)
      await reviewedAll.agent
        .post(reviewsPath(REVIEWS_API.list, id))
        .send({ rating: 4, title: 'Good one', text: 'Does what it says on the tin.' })
        .expect(201);

    clock.advance(5 * DAY + 60_000);
    await waitFor(
      async () =>
        (await reminderOf(refunded.order.id))[0]?.status === 'cancelled' &&
        (await reminderOf(reviewedAll.order.id))[0]?.status === 'cancelled',
      10_000,
    );
    expect(peer.to(refunded.email).map((m) => m.subject)).not.toContain('How are your new templates? Leave a review');
    expect(peer.to(reviewedAll.email).map((m) => m.subject)).not.toContain('How are your new templates? Leave a review');
  });
});
