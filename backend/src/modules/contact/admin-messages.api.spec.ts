import { ADMIN_API } from '@tm/contracts/admin';
import { CONTACT_API, type AdminMessage, type AdminMessagesPage, type AdminOutboxPage } from '@tm/contracts/contact';
import { SITE_API } from '@tm/contracts/site';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { uniqueIp, waitFor } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from '../admin/testing/admin-agents';
import { MESSAGE_NOT_FOUND } from './admin-messages.service';

const SUPPORT = 'desk@shop.test';
const VALID = {
  name: 'Grace Hopper',
  subject: 'Invoice for my order',
  category: 'billing',
  message: 'Could you send me an invoice with our VAT number?',
  fillMs: 20_000,
};

// Decision 038: the support inbox at /admin/messages, the outbox view, and the support address every page shows.
describe.each(testTargets())('admin messages on $name', (target) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { SUPPORT_EMAIL: SUPPORT } });
    admin = (await signedInUser(t, 'boss', true)).agent;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (email: string, subject = VALID.subject) =>
    t
      .http()
      .post(CONTACT_API.email)
      .set('X-Forwarded-For', uniqueIp())
      .send({ ...VALID, email, subject })
      .expect(200);
  const messagePath = (id: string) => CONTACT_API.adminMessage.replace(':id', id);

  it('lists new messages newest first, opens one, marks it handled (audited), and can reopen it', async () => {
    await send('first@example.com', 'First question here');
    await send('second@example.com', 'Second question here');
    const inbox = (await admin.get(CONTACT_API.adminMessages).expect(200)).body as AdminMessagesPage;
    expect(inbox.messages.map((m) => m.subject)).toEqual(['Second question here', 'First question here']);
    expect(inbox).toMatchObject({ total: 2, newCount: 2, page: 1 });
    const first = inbox.messages[1]!;
    expect((await admin.get(messagePath(first.id)).expect(200)).body).toMatchObject({
      email: 'first@example.com',
      category: 'billing',
      message: VALID.message,
      status: 'new',
    });

    const handled = (await admin.patch(messagePath(first.id)).send({ status: 'handled' }).expect(200)).body as AdminMessage;
    expect(handled.status).toBe('handled');
    expect(Date.parse(handled.handledAt!)).toBeGreaterThan(0);
    expect(((await admin.get(CONTACT_API.adminMessages).expect(200)).body as AdminMessagesPage).messages.map((m) => m.subject)).toEqual([
      'Second question here',
    ]);
    expect(
      ((await admin.get(`${CONTACT_API.adminMessages}?status=handled`).expect(200)).body as AdminMessagesPage).messages.map((m) => m.id),
    ).toEqual([first.id]);
    expect((await admin.get(`${CONTACT_API.adminMessages}?status=all`).expect(200)).body as AdminMessagesPage).toMatchObject({
      total: 2,
      newCount: 1,
    });

    const reopened = (await admin.patch(messagePath(first.id)).send({ status: 'new' }).expect(200)).body as AdminMessage;
    expect(reopened).toMatchObject({ status: 'new', handledAt: null });
    const audit = (await admin.get(ADMIN_API.auditLog).expect(200)).body as { entries: Array<{ action: string; targetId: string }> };
    expect(audit.entries.filter((e) => e.targetId === first.id).map((e) => e.action)).toEqual(['message.reopen', 'message.handle']);
  });

  it('refuses bad input and unknown ids, and everyone but admins', async () => {
    await admin.get(`${CONTACT_API.adminMessages}?status=spam`).expect(400);
    await admin.get(`${CONTACT_API.adminMessages}?page=0`).expect(400);
    await admin.get(messagePath('nope')).expect(404, { message: MESSAGE_NOT_FOUND });
    await admin.patch(messagePath('nope')).send({ status: 'handled' }).expect(404);
    const { agent } = await signedInUser(t, 'shopper');
    await agent.get(CONTACT_API.adminMessages).expect(403);
    await t.http().get(CONTACT_API.adminOutbox).expect(401);
    const [row] = (await t.dataSource.query('SELECT id FROM contact_messages LIMIT 1')) as Array<{ id: string }>;
    await admin.patch(messagePath(row!.id)).send({ status: 'closed' }).expect(400);
    await agent.patch(messagePath(row!.id)).send({ status: 'handled' }).expect(403);
  });

  it('shows the outbox: the support copies, sent, newest first', async () => {
    await send('outbox@example.com', 'Outbox question here');
    const page = await waitFor(async () => {
      const body = (await admin.get(CONTACT_API.adminOutbox).expect(200)).body as AdminOutboxPage;
      return body.mails.find((m) => m.subject.includes('Outbox question here') && m.status === 'sent') && body;
    });
    const mail = page.mails.find((m) => m.subject.includes('Outbox question here'))!;
    expect(mail).toMatchObject({ kind: 'contact-message', to: SUPPORT, status: 'sent' });
    expect(mail.text).toContain(VALID.message);
  });

  it('tells every page the support address, whether this is the demo store and who takes payment', async () => {
    const res = await t.http().get(SITE_API.info).expect(200);
    expect(res.body).toEqual({ demoStore: false, supportEmail: SUPPORT, paymentProvider: 'simulated', paymentsDemo: false });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
