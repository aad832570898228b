import AdmZip from 'adm-zip';
import { CUSTOM_BUILD_API, CUSTOM_BUILD_LIMITS } from '@tm/contracts/custom-build';
import { CustomBuildRequirementsSchema, CustomBuildSummarySchema } from '@tm/contracts/custom-build.schemas';
import { FORM_RELAY_HONEYPOT } from '@tm/contracts/form-relay';
import { ORDER_API, completeOrderPath, downloadItemPath, userOrdersPath } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { OrderSchema } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../testing/create-test-app';
import { binary, signedInAgent, uniqueIp, waitFor } from '../../../testing/fixtures';
import { SmtpPeer } from '../../../testing/smtp-peer';
import { testTargets } from '../../../testing/test-targets';
import { startJobWorker } from '../../../infrastructure/jobs/testing/job-workers';
import { ORDER_CONSENT } from '../../../testing/order-consent';
import { FormRelayService } from '../../form-relay';
import { deliveryProblems } from './site-checks';

const DENTIST = CustomBuildRequirementsSchema.parse({
  businessType: 'Dental Clinic',
  businessName: 'Smile Dental',
  location: 'Austin, Texas',
  services: ['Teeth whitening', 'Implants'],
  features: ['booking', 'smsReminders', 'onlineForms', 'contactForm'],
  excludedPages: ['About'],
  requests: [{ text: 'choice of dentist', included: true, reason: 'part of Online Booking' }],
  designPreferences: ['Teal'],
  timeline: 'standard',
});

// Decision 096: a bought custom build's first version, end to end: paid, built by the job, downloaded,
// and one of its forms posted as a browser would, reaching the buyer's inbox through the relay and the outbox.
describe.each(testTargets())('a custom build’s first version on $name', (target) => {
  let t: TestApp;
  let peer: SmtpPeer;
  let worker: { close: () => Promise<void> } | undefined;

  beforeAll(async () => {
    peer = await SmtpPeer.create();
    t = await createTestApp(target, { env: { SMTP_URL: peer.url } });
    worker = await startJobWorker(t);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await peer?.stop();
  });

  it('is delivered with forms that post to the relay, and a booking reaches the buyer by mail', async () => {
    const { agent, account } = await signedInAgent(t);
    const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
    const summary = CustomBuildSummarySchema.parse(
      (await agent.post(CUSTOM_BUILD_API.generateSummary).set('X-Forwarded-For', uniqueIp()).send({ requirements: DENTIST }).expect(200))
        .body,
    );
    await agent.post(CUSTOM_BUILD_API.addToCart).send({ summary, sessionId: null }).expect(200);
    const order = OrderSchema.parse(
      (
        await agent
          .post(ORDER_API.orders)
          .send({
            customerEmail: account.email,
            customerName: 'Ada Lovelace',
            totalAmount: Number(summary.price.replace(/[$,]/g, '')),
            items: [],
            customBuildId: summary.id,
            consent: ORDER_CONSENT,
          })
          .expect(201)
      ).body,
    );
    const link = (
      await agent
        .post(ORDER_API.paymentLink)
        .send({ firstName: 'Ada', lastName: 'Lovelace', mobileNo: '+1 512 555 0100', email: account.email, orderId: order.id })
        .expect(200)
    ).body as { paymentLink: string };
    await agent
      .patch(completeOrderPath(order.id))
      .send({ session: new URL(link.paymentLink, 'http://x').searchParams.get('session') })
      .expect(200);

    const item = await waitFor(async () => {
      const [mine] = (await agent.get(userOrdersPath(me.id)).expect(200)).body as Order[];
      return mine?.items[0]?.delivery?.status === 'ready' ? mine.items[0] : undefined;
    }, 30_000);
    const [delivery] = (await t.dataSource.query('SELECT paidAt, readyAt FROM custom_build_deliveries WHERE orderItemId = ?', [
      item.id,
    ])) as Array<{
      paidAt: string | Date;
      readyAt: string | Date;
    }>;
    expect(new Date(delivery!.readyAt).getTime() - new Date(delivery!.paidAt).getTime()).toBeLessThan(
      CUSTOM_BUILD_LIMITS.deliveryHours * 3_600_000,
    );

    const zip = new AdmZip(
      (
        await agent
          .get(downloadItemPath(item.id, { orderId: order.id }))
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body as Buffer,
    );
    const files = zip.getEntries().map((e) => ({ name: e.entryName, content: e.getData() }));
    const text = (name: string) => files.find((f) => f.name === name)?.content.toString('utf8') ?? '';
    expect(files.map((f) => f.name)).not.toContain('about.html');

    // The forms post to this delivery's one relay site, on the shop's public address.
    const relay = t.app.get(FormRelayService);
    const site = await relay.siteForDelivery({ siteName: 'Smile Dental', recipientEmail: account.email, deliveryId: item.id });
    expect(site.recipientEmail).toBe(account.email);
    const action = `${TEST_PUBLIC_URL}/api/forms/${site.siteKey}`;
    expect(deliveryProblems(files, action, [account.email])).toEqual([]);
    const booking = text('book-online.html');
    expect(booking).toContain(`action="${action}"`);
    expect(text('README.md')).toContain(account.email);

    // A visitor books: the form's own fields, as a browser posts them, to the form's own action.
    const fieldNames = [...booking.matchAll(/\sname="([^"]+)"/g)].map((m) => m[1]!);
    expect(fieldNames).toEqual(
      expect.arrayContaining(['form', 'Name', 'email', 'Choice of dentist', 'Preferred date', FORM_RELAY_HONEYPOT]),
    );
    const values: Record<string, string> = {
      form: 'Booking request',
      Name: 'Grace Hopper',
      email: 'grace@patients.test',
      'Choice of dentist': 'Dr. Rivera',
      'Preferred date': '2026-12-14',
      [FORM_RELAY_HONEYPOT]: '',
    };
    const res = await t
      .http()
      .post(new URL(action).pathname)
      .set('X-Forwarded-For', uniqueIp())
      .set('Origin', 'https://smile-dental.test')
      .set('Accept', 'text/html')
      .set('Referer', 'https://smile-dental.test/book-online.html')
      .type('form')
      .send(new URLSearchParams(values).toString())
      .expect(200);
    expect(res.text).toContain('<h1>Thank you</h1>');
    expect(res.text).toContain('href="https://smile-dental.test/book-online.html"');

    const mail = await waitFor(
      () => peer.to(account.email).find((m) => m.subject === 'New message from your website Smile Dental'),
      20_000,
    );
    expect(mail.raw).toContain('Choice of dentist: Dr. Rivera');
    expect(mail.raw).toContain('form: Booking request');
    expect(mail.raw).toMatch(/^Reply-To: grace@patients\.test$/m);
    // The ready mail says the first version is ready and the finished site follows.
    const ready = await waitFor(
      () => peer.to(account.email).find((m) => m.subject?.startsWith('The first version of your website is ready')),
      20_000,
    );
    expect(ready.raw.replace(/=\r?\n/g, '')).toContain('the finished site follows');
  });
});
