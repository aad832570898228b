import { randomBytes, randomUUID } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { CART_API } from '@tm/contracts/cart';
import { CATALOG_API } from '@tm/contracts/catalog';
import type { Template, TemplateDetail } from '@tm/contracts/catalog.schemas';
import { templatePath } from '@tm/contracts/catalog-requests';
import { completeOrderPath, downloadItemPath, ORDER_API, shortOrderId, userOrdersPath } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import { BackendProcess, nodeEnv, requireBuiltBackend, BUILT_WORKER } from '../testing/backend-process';
import { deleteKeys } from '../testing/create-test-app';
import { RoundRobinProxy } from '../testing/round-robin-proxy';
import { S3TestServer } from '../testing/s3-server';
import { SmtpPeer } from '../testing/smtp-peer';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { describeOnTarget, type TestTarget } from '../testing/test-targets';
import { waitFor } from '../testing/wait-for';
import { sampleZip } from '../infrastructure/template-files/testing/zip-builder';
import { ORDER_CONSENT } from '../testing/order-consent';

const BUYERS = 50;
/** Invoice numbering across nodes: this many buyers each complete this many orders, all at once. */
const INVOICE_BUYERS = 20;
const ORDERS_EACH = 10;
/** Calls repeated after a 502, a 503 or a cut connection (a node died under them). */
let repeatedCalls = 0;

interface Answer {
  status: number;
  body: unknown;
  cookie: string | undefined;
  bytes: Buffer;
}

/**
 * One HTTP call as a browser makes it through the balancer. A 502 (the node died with the request in
 * flight), a 503 (no node ready, or draining) or a cut connection is repeated, with the same headers
 * (the Idempotency-Key of Place Order included), as the shop's pages do.
 */
async function call(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; ip?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer & { retries: number }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  for (let retries = 0; ; retries += 1) {
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      if ((res.status === 502 || res.status === 503) && retries < 20) {
        repeatedCalls += 1;
        await sleep(250);
        continue;
      }
      const type = res.headers.get('content-type') ?? '';
      const cookie =
        res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ') || undefined;
      return { status: res.status, body: type.includes('json') ? JSON.parse(bytes.toString()) : undefined, cookie, bytes, retries };
    } catch (error) {
      if (retries >= 20) throw error;
      repeatedCalls += 1;
      await sleep(250);
    }
  }
}

/**
 * Decision 048 and the compose of decision 047, proven on one machine: two app nodes and two workers
 * on MariaDB + Redis + an S3-protocol server, each node with a disk of its own, behind a balancer that
 * alternates between them.
 */
describeOnTarget(
  (t) => t.database === 'mysql' && Boolean(t.redisUrl),
  'two nodes behind a balancer: skipped (they need TEST_DATABASE_URL and TEST_REDIS_URL)',
)('two app nodes and two workers behind a balancer on $name', (target: TestTarget) => {
  let db: TestDatabase;
  let s3: S3TestServer;
  let smtp: SmtpPeer;
  let proxy: RoundRobinProxy;
  let a: BackendProcess;
  let b: BackendProcess;
  const processes: BackendProcess[] = [];
  const dirs: string[] = [];
  const redisPrefix = `tm-test:nodes-${randomBytes(4).toString('hex')}:`;
  const secret = randomBytes(32).toString('hex');
  let templates: Template[];

  const envFor = (seed: boolean) =>
    nodeEnv(dirs, {
      sessionSecret: secret,
      seedDemo: seed,
      databaseUrl: db.databaseUrl!,
      redis: { url: target.redisUrl!, prefix: redisPrefix },
      extra: {
        ...s3.env(),
        SMTP_URL: smtp.url,
        // A killed node's mail and job leases are taken over this soon (the defaults are minutes).
        MAIL_LEASE_MS: '2000',
        JOB_LEASE_MS: '2000',
        TRUST_PROXY: 'loopback',
      },
    });

  beforeAll(async () => {
    requireBuiltBackend(BUILT_WORKER);
    db = await createTestDatabase(target);
    s3 = await S3TestServer.start();
    smtp = await SmtpPeer.create();
    // One after another: the first one migrates and seeds, the second finds it done.
    a = await BackendProcess.start(await envFor(true));
    b = await BackendProcess.start(await envFor(false));
    processes.push(a, b);
    for (let i = 0; i < 2; i += 1) processes.push(await BackendProcess.startWorker(await envFor(false)));
    proxy = await RoundRobinProxy.start([a.url, b.url]);
    templates = (await call(b.url, 'GET', `${CATALOG_API.list}?limit=12`)).body as Template[];
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(processes.map((p) => p.kill('SIGTERM')));
    await smtp?.stop();
    await s3?.close();
    await deleteKeys(target.redisUrl!, `${redisPrefix}*`);
    await db?.cleanup();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function signUp(base: string, n: string, ip: string) {
    const username = `node_${n}_${randomBytes(3).toString('hex')}`;
    const res = await call(base, 'POST', API.signup, {
      ip,
      json: { username, email: `${username}@example.com`, password: 'Shopper123', firstName: 'Node', lastName: `Buyer ${n}` },
    });
    return { status: res.status, cookie: res.cookie, ip, user: (res.body as { user?: { id: string; email: string } }).user };
  }

  /** A buyer's whole checkout through `base`: cart, place order, payment session, pay. Answers the order id. */
  async function checkout(
    base: string,
    buyer: { cookie?: string; ip: string; user?: { id: string; email: string } },
    template: Template,
  ): Promise<string> {
    const session = { cookie: buyer.cookie, ip: buyer.ip };
    const user = buyer.user!;
    expect(
      (await call(base, 'POST', CART_API.cart, { ...session, json: { templateId: template.id, userId: user.id, quantity: 1 } })).status,
    ).toBe(200);
    const cart = (await call(base, 'GET', `${CART_API.cart}?userId=${user.id}`, session)).body as Array<{
      templateId: string;
      quantity: number;
      template: { name: string; price: string };
    }>;
    const placed = await call(base, 'POST', ORDER_API.orders, {
      ...session,
      headers: { 'idempotency-key': randomUUID() },
      json: {
        customerEmail: user.email,
        customerName: 'Node Buyer',
        totalAmount: cart.reduce((sum, line) => sum + Number(line.template.price) * line.quantity, 0),
        items: cart.map((line) => ({
          templateId: line.templateId,
          templateName: line.template.name,
          price: line.template.price,
          quantity: line.quantity,
        })),
        userId: user.id,
        consent: ORDER_CONSENT,
      },
    });
    expect([200, 201]).toContain(placed.status);
    const orderId = (placed.body as Order).id;
    const link = await call(base, 'POST', ORDER_API.paymentLink, {
      ...session,
      json: { firstName: 'Node', lastName: 'Buyer', email: user.email, mobileNo: '5550100200', orderId },
    });
    expect(link.status).toBe(200);
    const token = new URL((link.body as { paymentLink: string }).paymentLink, base).searchParams.get('session');
    const paid = await call(base, 'PATCH', completeOrderPath(orderId), { ...session, json: { session: token } });
    // A completion whose answer was lost with node A is repeated on B: already completed is fine.
    if (paid.status !== 200) {
      const order = (await call(base, 'GET', `${ORDER_API.orders}/${orderId}`, session)).body as Order;
      expect(order.status).toBe('completed');
    }
    return orderId;
  }

  it('serves on node B a ZIP uploaded through node A, and B shows the new version within a second', async () => {
    const buyer = await signUp(b.url, 'zip', '198.51.100.1');
    const template = templates[0]!;
    const orderId = await checkout(b.url, buyer, template);
    const order = (await call(b.url, 'GET', userOrdersPath(buyer.user!.id), buyer)).body as Order[];
    const item = order.find((o) => o.id === orderId)!.items[0]!;
    expect((await call(b.url, 'GET', templatePath(template.slug))).body).toMatchObject({ version: null }); // B has it cached

    const admin = await call(a.url, 'POST', API.login, { json: { username: 'admin', password: 'Admin12345' } });
    const upload = () => {
      const form = new FormData();
      form.append('zipFile', new Blob([sampleZip('two nodes')]), 'theme.zip');
      return fetch(`${a.url}${adminPath(ADMIN_API.uploadZip, { id: template.id })}`, {
        method: 'POST',
        headers: { cookie: admin.cookie! },
        body: form,
      });
    };
    // A node as busy as a full test run makes it may answer 503 (busy, Retry-After) past its request
    // deadline; the admin then sends the file again, as the Templates tab lets them. The upload behind
    // the 503 may still have finished, so node B is asked for at least the first version.
    let uploaded = await upload();
    for (let retry = 0; uploaded.status === 503 && retry < 5; retry += 1) {
      console.log(`Node A answered the upload 503 (${await uploaded.text()}); sending it again`);
      await sleep(Number(uploaded.headers.get('retry-after') ?? 1) * 1_000);
      uploaded = await upload();
    }
    expect(uploaded.status).toBe(200);

    const written = Date.now();
    await waitFor(
      async () => (((await call(b.url, 'GET', templatePath(template.slug))).body as TemplateDetail).version?.number ?? 0) >= 1,
      {
        timeoutMs: 1_000,
        what: 'node B to show the new version',
      },
    );
    console.log(`Node B showed the version uploaded on node A after ${Date.now() - written} ms (limit 1000 ms)`);

    const download = await call(b.url, 'GET', downloadItemPath(item.id, { orderId }), buyer);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(sampleZip('two nodes'))).toBe(true);
  });

  it('counts the sign-up limit once across both nodes: 10 accounts per address in total', async () => {
    const before = new Map(proxy.sent);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await signUp(proxy.url, `limit${i}`, '203.0.113.77')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
    for (const node of [a.url, b.url]) expect((proxy.sent.get(node) ?? 0) - (before.get(node) ?? 0)).toBeGreaterThanOrEqual(5);
  });

  /** Every invoice's place in its year's sequence, in order (decision 085). */
  async function invoiceSeqs(): Promise<number[]> {
    const connection = await createConnection(db.databaseUrl!);
    try {
      const [rows] = await connection.query("SELECT seq FROM invoices WHERE kind = 'invoice' ORDER BY sequenceName, seq");
      return (rows as Array<{ seq: number }>).map((row) => Number(row.seq));
    } finally {
      await connection.end();
    }
  }
  const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('numbers 200 invoices completed at once on both nodes one after another: no number shared, none skipped', async () => {
    const before = (await invoiceSeqs()).length;
    // Each buyer has ten templates in the cart and a pending order with a payment session for each.
    const sessions: Array<{ base: string; orderId: string; cookie: string; ip: string; token: string }> = [];
    for (let i = 0; i < INVOICE_BUYERS; i += 1) {
      const buyer = await signUp(i % 2 ? a.url : b.url, `inv${i}`, `10.85.0.${i + 1}`);
      expect(buyer.status).toBe(201);
      const session = { cookie: buyer.cookie, ip: buyer.ip };
      const user = buyer.user!;
      for (const template of templates.slice(0, ORDERS_EACH))
        expect((await call(a.url, 'POST', CART_API.cart, { ...session, json: { templateId: template.id, quantity: 1 } })).status).toBe(200);
      // The price the cart charges (a running sale's, else the list price).
      const cart = (await call(b.url, 'GET', CART_API.cart, session)).body as Array<{ templateId: string; template: { price: string } }>;
      const priceOf = new Map(cart.map((line) => [line.templateId, Number(line.template.price)]));
      for (const template of templates.slice(0, ORDERS_EACH)) {
        const placed = await call(b.url, 'POST', ORDER_API.orders, {
          ...session,
          json: {
            customerEmail: user.email,
            customerName: 'Node Buyer',
            totalAmount: priceOf.get(template.id),
            items: [{ templateId: template.id, quantity: 1 }],
            userId: user.id,
            consent: ORDER_CONSENT,
          },
        });
        expect(placed.status).toBe(201);
        const orderId = (placed.body as Order).id;
        const link = await call(a.url, 'POST', ORDER_API.paymentLink, {
          ...session,
          json: { firstName: 'Node', lastName: 'Buyer', email: user.email, mobileNo: '5550100200', orderId },
        });
        expect(link.status).toBe(200);
        const token = new URL((link.body as { paymentLink: string }).paymentLink, a.url).searchParams.get('session')!;
        sessions.push({ base: sessions.length % 2 ? a.url : b.url, orderId, cookie: buyer.cookie!, ip: buyer.ip, token });
      }
    }
    // All 200 completions at once, every other one on each node.
    const started = Date.now();
    const answers = await Promise.all(
      sessions.map((s) => call(s.base, 'PATCH', completeOrderPath(s.orderId), { cookie: s.cookie, ip: s.ip, json: { session: s.token } })),
    );
    console.log(`200 completions on two nodes at once took ${Date.now() - started} ms`);
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(sessions.length).fill(200));
    const numbers = answers.map((answer) => (answer.body as Order).documents.find((document) => document.kind === 'invoice')!.number);
    expect(new Set(numbers).size).toBe(sessions.length);
    // Every invoice of the shop, these and the earlier ones: 1, 2, 3, … with no gap and no repeat.
    expect(await invoiceSeqs()).toEqual(oneToN(before + sessions.length));
  }, 180_000);

  it('loses, doubles and signs out nobody when node A is killed during 50 checkouts', async () => {
    const buyers: Array<Awaited<ReturnType<typeof signUp>>> = [];
    for (let i = 0; i < BUYERS; i += 1) buyers.push(await signUp(proxy.url, `kill${i}`, `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`));
    expect(buyers.map((buyer) => buyer.status)).toEqual(Array<number>(BUYERS).fill(201));

    let finished = 0;
    const flows = buyers.map(async (buyer, i) => {
      await sleep(Math.random() * 1_500);
      const orderId = await checkout(proxy.url, buyer, templates[i % templates.length]!);
      finished += 1;
      return orderId;
    });
    await sleep(600);
    const sentToA = proxy.sent.get(a.url) ?? 0;
    await a.kill('SIGKILL');
    const finishedBeforeKill = finished;
    const repeatedBefore = repeatedCalls;
    const orderIds = await Promise.all(flows);
    console.log(
      `Node A was killed after ${finishedBeforeKill} of ${BUYERS} checkouts had finished (it had been sent ${sentToA} requests); ${repeatedCalls - repeatedBefore} calls were repeated after a 502, 503 or cut connection`,
    );
    expect(finishedBeforeKill).toBeLessThan(BUYERS);
    expect(sentToA).toBeGreaterThan(0);

    // Everyone is still signed in, and has exactly one completed order: the one they placed.
    for (const [i, buyer] of buyers.entries()) {
      const me = await call(proxy.url, 'GET', API.authUser, buyer);
      expect({ buyer: i, status: me.status, id: (me.body as { id?: string }).id }).toEqual({ buyer: i, status: 200, id: buyer.user!.id });
      const orders = (await call(proxy.url, 'GET', userOrdersPath(buyer.user!.id), buyer)).body as Order[];
      expect({ buyer: i, completed: orders.filter((o) => o.status === 'completed').map((o) => o.id) }).toEqual({
        buyer: i,
        completed: [orderIds[i]],
      });
    }

    // One confirmation each: a mail node A was sending when it died is sent by another once its lease
    // ends. If A died after the peer took the mail but before "sent" was committed, the mail goes
    // again with the same Message-ID (decision 022), which a mailbox shows once: so one message each.
    const confirmations = (i: number) =>
      smtp.to(buyers[i]!.user!.email).filter((mail) => mail.subject === `Your order #${shortOrderId(orderIds[i]!)} is complete`);
    const messages = (i: number) => new Set(confirmations(i).map((mail) => mail.messageId)).size;
    // Should it not come to that, the counts below say how far it got.
    await waitFor(() => buyers.every((_, i) => confirmations(i).length >= 1), {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: 'a confirmation for every buyer',
    }).catch(() => undefined);
    await sleep(3_000); // a second message would arrive by now (leases are 2 s)
    expect(buyers.map((_, i) => messages(i))).toEqual(Array<number>(BUYERS).fill(1));
    expect(buyers.flatMap((_, i) => confirmations(i).map((mail) => mail.messageId)).every(Boolean)).toBe(true);
    const repeated = buyers.filter((_, i) => confirmations(i).length > 1).length;
    console.log(
      `${repeated} confirmation(s) went twice, each with its first Message-ID (node A died between the peer taking it and "sent")`,
    );
    // A completion node A was running when it died rolled back with its invoice's number: none is skipped.
    expect(await invoiceSeqs()).toEqual(oneToN((await invoiceSeqs()).length));
  }, 120_000);
});
