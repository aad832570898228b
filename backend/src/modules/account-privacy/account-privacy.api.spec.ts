import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCOUNT_DELETION_AUDIT_ACTION,
  ACCOUNT_EXPORT_INLINE_MAX,
  ACCOUNT_EXPORT_SECTIONS,
  ACCOUNT_EXPORT_TTL_MS,
  ACCOUNT_EXPORTS_PER_WINDOW,
  ACCOUNT_PRIVACY_ADMIN_API,
  ACCOUNT_PRIVACY_MESSAGES,
  type AccountExportQueued,
} from '@tm/contracts/account-privacy';
import { ACCOUNT_SETTINGS_MESSAGES } from '@tm/contracts/account-settings';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { CART_API } from '@tm/contracts/cart';
import { CONTACT_API } from '@tm/contracts/contact';
import { completeOrderPath, downloadItemPath, ORDER_API, orderItemsPath, userOrdersPath, type OrderStatus } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { REVIEWS_API, reviewsPath, type ReviewsPage } from '@tm/contracts/reviews';
import { API } from '@tm/contracts/routes';
import { wishlistItemPath } from '@tm/contracts/wishlist';
import { AuditEntryEntity } from '../../infrastructure/audit/entities/audit-entry.entity';
import { BackgroundJobEntity } from '../../infrastructure/jobs/entities/background-job.entity';
import { startJobWorker } from '../../infrastructure/jobs/testing/job-workers';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/create-test-app';
import { binary, newAccount, TestClock, uniqueIp, waitFor, type TestAccount } from '../../testing/fixtures';
import { ORDER_CONSENT } from '../../testing/order-consent';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from '../admin/testing/admin-agents';
import { SessionEntity } from '../auth/entities/session.entity';
import { CartAddReceiptEntity } from '../cart/entities/cart-add-receipt.entity';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { CustomBuildCartEntity } from '../custom-build/entities/custom-build-cart.entity';
import { CustomBuildDeliveryEntity } from '../custom-build/entities/custom-build-delivery.entity';
import { CustomBuildSummaryEntity } from '../custom-build/entities/custom-build-summary.entity';
import { EntitlementEntity } from '../order-records/entities/entitlement.entity';
import { OrderEntity } from '../order-records/entities/order.entity';
import { ReviewEntity } from '../reviews/entities/review.entity';
import { UserEntity } from '../users/entities/user.entity';
import { AccountExportService, ACCOUNT_EXPORT_MAIL } from './account-export.service';
import { AccountExportEntity } from './entities/account-export.entity';

/** A raw message's quoted-printable soft line breaks and `=3D` undone, so links read whole. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

type ExportFile = Record<string, unknown> & { orders: Order[]; account: Record<string, unknown> };

// Decision 086: download my data (at once, or by a mailed link for a large account) and delete my account.
describe.each(testTargets())('account privacy on $name', (target) => {
  let t: TestApp;
  let worker: { close: () => Promise<void> };
  const clock = new TestClock();
  const templates: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    worker = await startJobWorker(t);
    const drafts = [0, 1, 2, 3, 4].map((i) => makeDraft({ priceCents: 1900 + i * 100, rating: 0, ratingCount: 0 }));
    templates.push(...(await t.app.get(CatalogWriterService).insertMany(drafts)).ids);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });
  afterEach(() => clock.reset());

  const repo = <T extends object>(entity: new () => T) => t.dataSource.getRepository(entity);
  const login = (account: Pick<TestAccount, 'username' | 'password'>, agent = t.agent()) =>
    agent.post(API.login).set('X-Forwarded-For', uniqueIp()).send({ username: account.username, password: account.password });

  /** A signed-in customer with its account and row. */
  async function customer(prefix: string): Promise<{ agent: Agent; account: TestAccount; user: UserEntity }> {
    const account = newAccount({ username: `${prefix}_${Math.random().toString(36).slice(2, 8)}`, firstName: 'Ada', lastName: 'Byron' });
    const agent = t.agent();
    await agent.post(API.signup).set('X-Forwarded-For', uniqueIp()).send(account).expect(201);
    return { agent, account, user: await repo(UserEntity).findOneByOrFail({ username: account.username }) };
  }

  /** An order of `templateIds` through the API, as the checkout places it; paid through the simulated gateway unless `pay` is false. */
  async function buy(who: { agent: Agent; account: TestAccount; user: UserEntity }, templateIds: string[], pay = true): Promise<string> {
    for (const templateId of templateIds) await who.agent.post(CART_API.cart).send({ templateId, quantity: 1 }).expect(200);
    const prices = await Promise.all(
      templateIds.map(async (id) =>
        Number(
          ((await t.dataSource.query('SELECT priceCents FROM templates WHERE id = ?', [id])) as Array<{ priceCents: number }>)[0]!
            .priceCents,
        ),
      ),
    );
    const order = (
      await who.agent
        .post(ORDER_API.orders)
        .set('Idempotency-Key', `privacy-${Math.random()}`)
        .send({
          customerEmail: who.account.email,
          customerName: 'Ada Byron',
          totalAmount: prices.reduce((a, b) => a + b, 0) / 100,
          items: templateIds.map((templateId) => ({ templateId, quantity: 1 })),
          userId: who.user.id,
          consent: ORDER_CONSENT,
        })
        .expect(201)
    ).body as Order;
    const link = await who.agent
      .post(ORDER_API.paymentLink)
      .send({ firstName: 'Ada', lastName: 'Byron', email: who.account.email, mobileNo: '+44 20 7946 0000', orderId: order.id })
      .expect(200);
    if (pay) {
      const session = new URL((link.body as { paymentLink: string }).paymentLink, 'http://x').searchParams.get('session');
      await who.agent.patch(completeOrderPath(order.id)).send({ session }).expect(200);
    }
    return order.id;
  }

  const exportNow = async (agent: Agent) => {
    const res = await agent.post(API.accountExport).send({}).expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="account-data-[\w-]+-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body as ExportFile;
  };

  /** The newest mail to `to` of `kind` once delivered, with its .eml text. */
  async function deliveredMail(to: string, kind: string, subject?: RegExp): Promise<{ mail: OutboxMessageEntity; eml: string }> {
    const mail = await waitFor(async () => {
      const rows = await repo(OutboxMessageEntity).find({ where: { to, kind }, order: { createdAt: 'ASC' } });
      const last = rows.filter((row) => !subject || subject.test(row.subject)).at(-1);
      return last?.status === 'sent' ? last : undefined;
    });
    return { mail, eml: unfold(readFileSync(join(t.config.dataDir, mail.emlPath!), 'utf8')) };
  }

  describe('download my data', () => {
    it('gives at once a JSON file with every kind of record the shop keeps about the account', async () => {
      const me = await customer('export');
      const other = await customer('someone');
      const [bought, pending, inCart, saved] = templates;

      // Orders (paid and pending), payments, consent, entitlements and, through the paid one, a download and a review.
      const paidOrder = await buy(me, [bought!]);
      await buy(me, [pending!], false);
      const [item] = (await me.agent.get(orderItemsPath(paidOrder)).expect(200)).body as Array<{ id: string }>;
      await me.agent
        .get(downloadItemPath(item!.id, { orderId: paidOrder }))
        .buffer(true)
        .parse(binary)
        .expect(200);
      await me.agent
        .post(reviewsPath(REVIEWS_API.list, bought!))
        .send({ rating: 5, title: 'Does what it says', text: 'Set up in an afternoon and it works on phones.' })
        .expect(201);
      // The cart (with a retried add's receipt) and the wishlist.
      await me.agent.post(CART_API.cart).set('Idempotency-Key', 'privacy-add-1').send({ templateId: inCart, quantity: 1 }).expect(200);
      await me.agent.put(wishlistItemPath(saved!)).send({}).expect(204);
      // A contact message from the account's address, typed in capitals.
      await t
        .http()
        .post(CONTACT_API.email)
        .set('X-Forwarded-For', uniqueIp())
        .send({
          name: 'Ada Byron',
          email: me.account.email.toUpperCase(),
          subject: 'Question about my theme',
          category: 'support',
          message: 'Can I use it on two of my sites?',
          fillMs: 20_000,
        })
        .expect(200);
      // Custom builds: a saved summary, in the cart, and one bought and delivered (written as their module writes them).
      const summaryId = '0190aaaa-0000-7000-8000-000000000001'.replace('0001', Math.random().toString(16).slice(2, 6));
      await repo(CustomBuildSummaryEntity).insert({
        id: summaryId,
        userId: me.user.id,
        requirements: JSON.stringify({ businessType: 'bakery' }),
        summary: JSON.stringify({ title: 'Bakery site' }),
        priceCents: 29900,
        createdAt: new Date(),
      });
      await repo(CustomBuildCartEntity).insert({ userId: me.user.id, summaryId, addedAt: new Date() });
      await repo(CustomBuildDeliveryEntity).insert({
        orderItemId: item!.id,
        orderId: paidOrder,
        userId: me.user.id,
        summaryId,
        jobId: summaryId,
        status: 'ready',
        paidAt: new Date(),
        readyAt: new Date(),
        zipPath: null,
        zipBytes: 1234,
      });
      // Account settings and sign-in records: a reset and an email change asked for, a known device's failed sign-in.
      await t.http().post(API.forgotPassword).set('X-Forwarded-For', uniqueIp()).send({ email: me.account.email }).expect(200);
      await me.agent.post(API.accountEmail).send({ newEmail: newAccount().email, currentPassword: me.account.password }).expect(200);
      const device = t.agent();
      await login(me.account, device).expect(200);
      await login({ ...me.account, password: 'Not-The-Password-1' }, device).expect(401);
      // An earlier large export, and the job that made it.
      const jobId = '0190bbbb-0000-7000-8000-000000000001';
      await repo(BackgroundJobEntity).insert({
        id: jobId,
        kind: 'account-export',
        status: 'completed',
        request: '{}',
        totalTemplates: 1,
        processedTemplates: 1,
        succeededTemplates: 1,
        failedTemplates: 0,
        errorCount: 0,
        partCount: 1,
        partsDone: 1,
        currentCategory: null,
        currentSubcategory: null,
        seed: 0,
        createdBy: me.user.id,
        createdAt: new Date(),
        startTime: new Date(),
        endTime: new Date(),
        updatedAt: new Date(),
        requestId: null,
      });
      await repo(AccountExportEntity).insert({
        id: '0190cccc-0000-7000-8000-000000000001',
        userId: me.user.id,
        jobId,
        status: 'expired',
        recordCount: 1500,
        filePath: null,
        fileBytes: 90_000,
        createdAt: new Date(),
        readyAt: new Date(),
        expiresAt: new Date(),
      });
      // Someone else's records are never in it.
      await other.agent.put(wishlistItemPath(inCart!)).send({}).expect(204);
      await waitFor(async () => (await repo(OutboxMessageEntity).countBy({ to: me.account.email, status: 'sent' })) > 0);

      const file = await exportNow(me.agent);
      expect(file).toMatchObject({ format: 'tm-account-data', version: 1, shop: { url: TEST_PUBLIC_URL } });
      for (const section of ACCOUNT_EXPORT_SECTIONS) {
        expect(file).toHaveProperty(section);
        expect(file.about).toHaveProperty(section);
      }
      // Every kind of record is there; only an admin account has admin actions.
      const empty = ACCOUNT_EXPORT_SECTIONS.filter((section) => section !== 'account' && (file[section] as unknown[]).length === 0);
      expect(empty).toEqual(['adminActions']);

      expect(file.account).toEqual({
        id: me.user.id,
        username: me.account.username,
        email: me.account.email,
        firstName: 'Ada',
        lastName: 'Byron',
        profileImageUrl: null,
        isAdmin: false,
        createdAt: expect.any(String) as unknown,
        updatedAt: expect.any(String) as unknown,
      });
      expect(JSON.stringify(file)).not.toContain(me.user.passwordHash);
      expect(file.orders.map((order) => order.status).sort()).toEqual<OrderStatus[]>(['completed', 'pending']);
      const paid = file.orders.find((order) => order.id === paidOrder)!;
      expect(paid).toMatchObject({ customerEmail: me.account.email, customerPhone: '+44 20 7946 0000', items: [{ id: item!.id }] });
      // Its invoice (decision 085), as the orders API lists it.
      expect(paid.documents).toEqual([expect.objectContaining({ kind: 'invoice' })]);
      expect(paid.consent).toMatchObject({ terms: expect.any(String) as unknown, immediateDelivery: expect.any(String) as unknown });
      expect(file.consents).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            orderId: paidOrder,
            texts: expect.arrayContaining([expect.objectContaining({ id: 'terms-of-service' })]) as unknown,
          }),
        ]),
      );
      expect(file.payments).toEqual(expect.arrayContaining([expect.objectContaining({ orderId: paidOrder, status: 'succeeded' })]));
      expect(file.entitlements).toEqual([expect.objectContaining({ orderId: paidOrder, templateId: bought })]);
      expect(file.downloads).toEqual([expect.objectContaining({ orderItemId: item!.id, via: 'session' })]);
      // The unpaid order's template stays in the cart until it is paid.
      expect(file.cart).toEqual([
        expect.objectContaining({ templateId: pending }),
        expect.objectContaining({ templateId: inCart, quantity: 1 }),
      ]);
      expect(file.cartRequests).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'template added', id: 'privacy-add-1' })]));
      expect(file.wishlist).toEqual([expect.objectContaining({ templateId: saved })]);
      expect(file.reviews).toEqual([expect.objectContaining({ templateId: bought, rating: 5, author: 'Ada B.' })]);
      expect(file.contactMessages).toEqual([expect.objectContaining({ subject: 'Question about my theme' })]);
      expect(file.customBuildSummaries).toEqual([expect.objectContaining({ id: summaryId, summary: { title: 'Bakery site' } })]);
      expect(file.customBuildCart).toEqual([expect.objectContaining({ summaryId })]);
      expect(file.customBuildDeliveries).toEqual([expect.objectContaining({ orderItemId: item!.id, status: 'ready' })]);
      expect((file.sessions as unknown[]).length).toBeGreaterThanOrEqual(2);
      expect(file.knownDevices).toEqual([expect.objectContaining({ failedSignIns: 1 })]);
      expect(file.signInFailures).toEqual([expect.objectContaining({ from: 'a known device' })]);
      expect(file.passwordResetRequests).toHaveLength(1);
      expect(file.emailChangeRequests).toHaveLength(1);
      expect((file.mail as Array<{ subject: string }>).length).toBeGreaterThanOrEqual(2);
      expect(file.dataExports).toEqual([expect.objectContaining({ status: 'expired', records: 1500 })]);
      expect(file.usageLimits).toEqual([expect.objectContaining({ limit: 'account-export' })]);
      expect(file.backgroundJobs).toEqual([expect.objectContaining({ id: jobId, kind: 'account-export' })]);
      // No secrets: session ids, reset and confirmation links.
      const text = JSON.stringify(file);
      const sids = target.redisUrl ? [] : (await repo(SessionEntity).find()).map((row) => row.sid);
      for (const sid of sids) expect(text).not.toContain(sid);
      expect(text).not.toMatch(/reset-password\?token=\w/);
      expect(text).not.toMatch(/confirm-email\?token=\w/);
      expect(text).not.toContain(other.user.id);
    });

    it('refuses the signed-out (401), anything in the body (400), and more than a few a day (429)', async () => {
      await t.http().post(API.accountExport).send({}).expect(401, { message: AUTH_MESSAGES.notSignedIn });
      const { agent } = await customer('limits');
      await agent.post(API.accountExport).send({ everything: true }).expect(400, { message: 'Unknown field' });
      await agent.post(API.accountExport).send([]).expect(400);
      for (let i = 0; i < ACCOUNT_EXPORTS_PER_WINDOW; i += 1) await exportNow(agent);
      const refused = await agent.post(API.accountExport).send({}).expect(429, { message: ACCOUNT_PRIVACY_MESSAGES.tooManyExports });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A day later it works again.
      clock.advance(24 * 60 * 60 * 1000 + 1000);
      await exportNow(agent);
    });

    it(`mails a link for an account over ${ACCOUNT_EXPORT_INLINE_MAX} records: a job writes the file, the link works for that account only`, async () => {
      const me = await customer('bigone');
      const stranger = await customer('stranger');
      const many = ACCOUNT_EXPORT_INLINE_MAX + 5;
      await repo(CartAddReceiptEntity).insert(
        Array.from({ length: many }, (_, i) => ({ userId: me.user.id, idempotencyKey: `bulk-${i}`, addedAt: new Date() })),
      );

      const res = await me.agent.post(API.accountExport).send({}).expect(202);
      const queued = res.body as AccountExportQueued;
      expect(queued.records).toBeGreaterThan(ACCOUNT_EXPORT_INLINE_MAX);
      expect(queued.message).toBe(ACCOUNT_PRIVACY_MESSAGES.exportQueued(queued.records));
      const row = await repo(AccountExportEntity).findOneByOrFail({ userId: me.user.id });
      expect(await repo(BackgroundJobEntity).findOneByOrFail({ id: row.jobId })).toMatchObject({
        kind: 'account-export',
        createdBy: me.user.id,
      });

      const { mail, eml } = await deliveredMail(me.account.email, ACCOUNT_EXPORT_MAIL);
      expect(mail.subject).toMatch(/data is ready to download$/);
      const match = /\/account-export\?token=([\w.%-]+)/.exec(eml);
      if (!match) throw new Error(`No link in:\n${eml}`);
      expect(eml).toContain(`${TEST_PUBLIC_URL}/account-export?token=`);
      const token = decodeURIComponent(match[1]!);
      // The outbox keeps the mail without a usable link.
      expect(mail.text).toContain('[redacted]');
      expect(mail.text).not.toContain(token);
      expect(await repo(AccountExportEntity).findOneByOrFail({ id: row.id })).toMatchObject({
        status: 'ready',
        fileBytes: expect.any(Number) as unknown,
      });

      const download = (agent: Agent, value: string) => agent.get(`${API.accountExportDownload}?token=${encodeURIComponent(value)}`);
      await download(t.http(), token).expect(401, { message: AUTH_MESSAGES.notSignedIn });
      await download(stranger.agent, token).expect(404, { message: ACCOUNT_PRIVACY_MESSAGES.exportNotFound });
      await download(me.agent, `${token.slice(0, -2)}xx`).expect(400, { message: ACCOUNT_PRIVACY_MESSAGES.exportLinkInvalid });
      await download(me.agent, 'made-up').expect(400, { message: ACCOUNT_PRIVACY_MESSAGES.exportLinkInvalid });
      await me.agent.get(API.accountExportDownload).expect(400, { message: ACCOUNT_PRIVACY_MESSAGES.exportLinkInvalid });

      const file = await download(me.agent, token).expect(200);
      expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="account-data-/);
      const body = file.body as ExportFile;
      expect(body.account).toMatchObject({ id: me.user.id });
      expect(body.cartRequests).toHaveLength(many);

      // Seven days on (signed in again: the session has ended by then too), the link and the file are gone.
      clock.advance(ACCOUNT_EXPORT_TTL_MS + 1000);
      const later = t.agent();
      await login(me.account, later).expect(200);
      await download(later, token).expect(410, { message: ACCOUNT_PRIVACY_MESSAGES.exportLinkExpired });
      expect(await t.app.get(AccountExportService).purgeExpired()).toBeGreaterThanOrEqual(1);
      expect(await repo(AccountExportEntity).findOneByOrFail({ id: row.id })).toMatchObject({ status: 'expired', filePath: null });
    });
  });

  describe('delete my account', () => {
    /** The account signed in on two browsers, with a paid order, a pending one, a review, a cart line, a wishlist entry and a contact message. */
    async function fullAccount(prefix: string) {
      const me = await customer(prefix);
      const elsewhere = t.agent();
      await login(me.account, elsewhere).expect(200);
      const reviewed = templates[4]!;
      const paidOrder = await buy(me, [reviewed]);
      const pendingOrder = await buy(me, [templates[3]!], false);
      await me.agent
        .post(reviewsPath(REVIEWS_API.list, reviewed))
        .send({ rating: 4, title: 'Good value for money', text: 'Clean code and easy to adapt to our brand.' })
        .expect(201);
      await me.agent.post(CART_API.cart).send({ templateId: templates[2], quantity: 1 }).expect(200);
      await me.agent.put(wishlistItemPath(templates[1]!)).send({}).expect(204);
      return { ...me, elsewhere, paidOrder, pendingOrder, reviewed };
    }
    const rowsOf = async (table: string, where: string, value: string) =>
      Number(((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where} = ?`, [value])) as Array<{ n: number }>)[0]!.n);
    const reviewsShown = async (templateId: string) =>
      ((await t.http().get(reviewsPath(REVIEWS_API.list, templateId)).expect(200)).body as ReviewsPage).reviews;

    it('refuses a wrong or missing password, a bad choice and the signed-out, and changes nothing', async () => {
      const me = await customer('keepme');
      const ip = uniqueIp();
      const wrong = await me.agent
        .post(API.accountDelete)
        .set('X-Forwarded-For', ip)
        .send({ currentPassword: 'Not-My-Password-1', reviews: 'remove' })
        .expect(400);
      expect(wrong.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword });
      await me.agent.post(API.accountDelete).send({ reviews: 'remove' }).expect(400, { message: 'currentPassword is required' });
      await me.agent
        .post(API.accountDelete)
        .send({ currentPassword: '', reviews: 'remove' })
        .expect(400, { message: 'Please enter your current password' });
      await me.agent.post(API.accountDelete).send({ currentPassword: 42, reviews: 'remove' }).expect(400);
      await me.agent
        .post(API.accountDelete)
        .send({ currentPassword: me.account.password })
        .expect(400, { message: ACCOUNT_PRIVACY_MESSAGES.reviewsChoice });
      await me.agent
        .post(API.accountDelete)
        .send({ currentPassword: me.account.password, reviews: 'keep' })
        .expect(400, { message: ACCOUNT_PRIVACY_MESSAGES.reviewsChoice });
      await t.http().post(API.accountDelete).send({ currentPassword: me.account.password, reviews: 'remove' }).expect(401);

      await me.agent.get(API.authUser).expect(200);
      await login(me.account).expect(200);
      expect(await repo(UserEntity).findOneByOrFail({ id: me.user.id })).toMatchObject({ email: me.account.email, deletedAt: null });
    });

    it('takes effect at once: every session ends, orders stay without the address and phone, downloads end, and the email can sign up again', async () => {
      const me = await fullAccount('leaving');
      const res = await me.agent.post(API.accountDelete).send({ currentPassword: me.account.password, reviews: 'anonymise' }).expect(200);
      expect(res.body).toEqual({ message: ACCOUNT_PRIVACY_MESSAGES.accountDeleted });
      expect(String(res.headers['set-cookie'])).toMatch(/tm\.sid=;/);

      // Signed out here and on the other browser; the password signs nothing in.
      await me.agent.get(API.authUser).expect(401);
      await me.elsewhere.get(API.authUser).expect(401, { message: AUTH_MESSAGES.notSignedIn });
      await login(me.account).expect(401);
      if (!target.redisUrl)
        expect(
          await repo(SessionEntity)
            .createQueryBuilder('s')
            .where('s.data LIKE :p', { p: `%${me.user.id}%` })
            .getCount(),
        ).toBe(0);

      const row = await repo(UserEntity).findOneByOrFail({ id: me.user.id });
      expect(row).toMatchObject({
        email: `deleted-${me.user.id}`,
        username: `deleted-${me.user.id}`,
        passwordHash: '',
        firstName: null,
        lastName: null,
        deletedAt: expect.any(Date) as unknown,
      });

      // Orders: kept, without the address and phone; the unpaid one cancelled.
      const orders = await repo(OrderEntity).findBy({ userId: me.user.id });
      expect(orders.map((order) => [order.id, order.status, order.customerEmail, order.customerPhone, order.customerName]).sort()).toEqual(
        [
          [me.paidOrder, 'completed', '', null, 'Ada Byron'],
          [me.pendingOrder, 'cancelled', '', null, 'Ada Byron'],
        ].sort(),
      );
      expect(await repo(EntitlementEntity).countBy({ userId: me.user.id })).toBe(0);
      for (const table of ['cart_items', 'wishlist_items', 'password_reset_tokens', 'email_change_tokens'])
        expect(await rowsOf(table, 'userId', me.user.id)).toBe(0);
      expect(await rowsOf('download_logs', 'ip', '')).toBeGreaterThanOrEqual(0);

      // The review stays, without a name or a link to the account.
      const shown = (await reviewsShown(me.reviewed)).filter((review) => review.title === 'Good value for money');
      expect(shown).toEqual([expect.objectContaining({ author: 'Verified buyer', verifiedPurchase: true })]);
      expect(await repo(ReviewEntity).findOneByOrFail({ title: 'Good value for money' })).toMatchObject({ userId: null, orderId: null });

      // The old address is told; the copies of earlier mail to it are gone.
      const { mail } = await deliveredMail(me.account.email, 'message', /account has been deleted$/);
      expect(mail.text).toContain('stay on the shop without your name');
      expect(await repo(OutboxMessageEntity).countBy({ to: me.account.email })).toBe(1);

      // The same username and address sign up again, as a new account with nothing of the old one.
      const again = t.agent();
      await again.post(API.signup).set('X-Forwarded-For', uniqueIp()).send(me.account).expect(201);
      const fresh = (await again.get(API.authUser).expect(200)).body as { id: string; email: string };
      expect(fresh.id).not.toBe(me.user.id);
      expect(fresh.email).toBe(me.account.email);
      expect(((await again.get(userOrdersPath(fresh.id)).expect(200)).body as unknown[]).length).toBe(0);
    });

    it('removes the reviews when asked to, and the template’s figures follow', async () => {
      const me = await fullAccount('noreviews');
      const before = (await reviewsShown(me.reviewed)).length;
      await me.agent.post(API.accountDelete).send({ currentPassword: me.account.password, reviews: 'remove' }).expect(200);
      expect(await repo(ReviewEntity).countBy({ title: 'Good value for money', userId: me.user.id })).toBe(0);
      expect((await reviewsShown(me.reviewed)).length).toBe(before - 1);
      const [figures] = (await t.dataSource.query('SELECT ratingCount FROM templates WHERE id = ?', [me.reviewed])) as Array<{
        ratingCount: number;
      }>;
      expect(Number(figures!.ratingCount)).toBe(before - 1);
      await me.elsewhere.get(API.authUser).expect(401);
    });

    it('is not for admin accounts', async () => {
      const { agent, user } = await signedInUser(t, 'boss', true);
      const password = newAccount().password;
      await agent
        .post(API.accountDelete)
        .send({ currentPassword: password, reviews: 'remove' })
        .expect(403, { message: ACCOUNT_PRIVACY_MESSAGES.adminNotDeletable });
      expect(await repo(UserEntity).findOneByOrFail({ id: user.id })).toMatchObject({ deletedAt: null });
    });
  });

  describe('the back office deletes an account on request', () => {
    const deletePath = (id: string) => adminPath(ACCOUNT_PRIVACY_ADMIN_API.deleteCustomer, { id });

    it('deletes it as its owner would, audited in the same transaction; customers cannot, and bad input is refused', async () => {
      const admin = await signedInUser(t, 'admin', true);
      const me = await customer('bymail');
      const other = await customer('nosy');
      const orderId = await buy(me, [templates[0]!]);

      await t.http().post(deletePath(me.user.id)).send({ reviews: 'remove' }).expect(401);
      await other.agent.post(deletePath(me.user.id)).send({ reviews: 'remove' }).expect(403, { message: AUTH_MESSAGES.adminOnly });
      await admin.agent.post(deletePath(me.user.id)).send({}).expect(400, { message: ACCOUNT_PRIVACY_MESSAGES.reviewsChoice });
      await admin.agent.post(deletePath(me.user.id)).send({ reviews: 'remove', reason: 'x' }).expect(400, { message: 'Unknown field' });
      await admin.agent
        .post(deletePath(admin.user.id))
        .send({ reviews: 'remove' })
        .expect(404, { message: ACCOUNT_PRIVACY_MESSAGES.customerNotFound });
      await admin.agent.post(deletePath('no-such-user')).send({ reviews: 'remove' }).expect(404);
      await me.agent.get(API.authUser).expect(200);
      expect(await repo(AuditEntryEntity).countBy({ targetId: me.user.id })).toBe(0);

      await admin.agent
        .post(deletePath(me.user.id))
        .send({ reviews: 'anonymise' })
        .expect(200, { message: ACCOUNT_PRIVACY_MESSAGES.adminAccountDeleted });
      await me.agent.get(API.authUser).expect(401);
      expect(await repo(OrderEntity).findOneByOrFail({ id: orderId })).toMatchObject({ status: 'completed', customerEmail: '' });
      const [entry] = await repo(AuditEntryEntity).findBy({ targetId: me.user.id });
      expect(entry).toMatchObject({ action: ACCOUNT_DELETION_AUDIT_ACTION, targetType: 'user', adminId: admin.user.id });
      expect(entry!.detail).not.toContain(me.account.email);
      const log = (await admin.agent.get(`${ADMIN_API.auditLog}?targetId=${me.user.id}`).expect(200)).body as { entries: unknown[] };
      expect(log.entries).toHaveLength(1);

      // Gone from the customers tab; a second deletion finds nothing.
      await admin.agent.get(adminPath(ADMIN_API.customer, { id: me.user.id })).expect(404);
      const search = (await admin.agent.get(`${ADMIN_API.customers}?search=deleted-`).expect(200)).body as { customers: unknown[] };
      expect(search.customers).toEqual([]);
      await admin.agent.post(deletePath(me.user.id)).send({ reviews: 'anonymise' }).expect(404);
      await deliveredMail(me.account.email, 'message', /account has been deleted$/);
    });
  });
});
