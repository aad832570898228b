import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { CART_API } from '@tm/contracts/cart';
import { CATALOG_API } from '@tm/contracts/catalog';
import { ORDER_API, completeOrderPath, userOrdersPath } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import { REPO_ROOT } from '../../config/app-config';
import { BackendProcess, inheritedEnv, requireBuiltBackend } from '../../testing/backend-process';
import { deleteKeys } from '../../testing/create-test-app';
import { newAccount, waitFor } from '../../testing/fixtures';
import { freePort, SmtpPeer } from '../../testing/smtp-peer';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { testTargets, type TestTarget } from '../../testing/test-targets';
import { sleep } from '../../testing/wait-for';
import { ORDER_CONSENT } from '../../testing/order-consent';

/** The part of better-sqlite3 used here (the package ships no types). */
interface SqliteReader {
  prepare(sql: string): { all(): unknown[] };
  close(): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Sqlite = require('better-sqlite3') as new (path: string, options: { readonly: boolean }) => SqliteReader;

/** A file only a build with the outbox sender has: an older build would test the old in-memory lane. */
const BUILT_SENDER = join(REPO_ROOT, 'backend/dist/infrastructure/mail/outbox-sender.js');

const SHOPPERS = 4;
const ORDERS_PER_SHOPPER = 50;
const ORDERS = SHOPPERS * ORDERS_PER_SHOPPER;
const FORM = { firstName: 'Ada', lastName: 'Lovelace', mobileNo: '+44 20 7946 0000' };
/** The longest wait before a mail's next attempt (MAIL_RETRY_MAX_MS of the process). */
const MAIL_RETRY_MAX_MS = 1_000;
/** On top of it: the sender's poll and the delivery itself, on a busy machine. */
const LATE_COPY_MARGIN_MS = 1_000;

type Agent = ReturnType<typeof request.agent>;
interface PaidOrder {
  id: string;
  shopper: Shopper;
  session: string;
  /** What the completion call answered: a status, or 'lost' when the process died under it. */
  outcome?: number | 'lost';
}
interface Shopper {
  agent: Agent;
  userId: string;
  email: string;
}

/** Reads the app's database from outside (the app is another process). */
async function queryDatabase<T>(db: TestDatabase, sql: string): Promise<T[]> {
  if (db.databaseUrl) {
    const connection = await createConnection({ uri: db.databaseUrl });
    try {
      return (await connection.query(sql))[0] as T[];
    } finally {
      await connection.end();
    }
  }
  const sqlite = new Sqlite(join(db.dataDir, 'marketplace.sqlite'), { readonly: true });
  try {
    return sqlite.prepare(sql).all() as T[];
  } finally {
    sqlite.close();
  }
}

/** Runs `work` over `items`, `lanes` at a time, until `stop()` says so. */
async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length && !stop()) await work(items[next++]!);
    }),
  );
}

describe.each(testTargets())('owed mail after a crash on $name', (target: TestTarget) => {
  let db: TestDatabase | undefined;
  let peer: SmtpPeer | undefined;
  let backend: BackendProcess | undefined;
  let webRoot: string | undefined;
  const redisPrefix = `tm-test:recovery-${randomBytes(4).toString('hex')}:`;

  afterAll(async () => {
    await backend?.kill('SIGTERM');
    await peer?.stop();
    if (target.redisUrl) await deleteKeys(target.redisUrl, `${redisPrefix}*`);
    await db?.cleanup();
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  it(`gives each of ${ORDERS} paid orders exactly one confirmation after the SMTP server was down and the process was killed mid-way`, async () => {
    requireBuiltBackend(BUILT_SENDER);
    db = await createTestDatabase(target);
    peer = await SmtpPeer.create({ listening: false }); // the mail server is down from the start
    webRoot = mkdtempSync(join(tmpdir(), 'tm-web-'));
    const port = await freePort();
    const env = inheritedEnv();
    Object.assign(env, {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: db.dataDir,
      WEB_ROOT: webRoot,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      CATALOG_SEED_COUNT: String(ORDERS_PER_SHOPPER),
      SMTP_URL: peer.url,
      MAIL_RETRY_BASE_MS: '200',
      MAIL_RETRY_MAX_MS: String(MAIL_RETRY_MAX_MS),
      MAIL_LEASE_MS: '3000',
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      ...(target.redisUrl ? { REDIS_URL: target.redisUrl, REDIS_PREFIX: redisPrefix } : {}),
    });
    backend = await BackendProcess.start(env);

    // Shoppers, each with the whole (small) catalog in the cart and one pending order per template.
    const templates = (await request(backend.url).get(`${CATALOG_API.list}?limit=${ORDERS_PER_SHOPPER}`).expect(200)).body as Array<{
      id: string;
      price: string;
    }>;
    expect(templates).toHaveLength(ORDERS_PER_SHOPPER);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      // One after another: the password hashing lane answers 503 to a burst of sign-ups at production cost.
      const account = newAccount();
      const agent = request.agent(backend.url);
      const userId = ((await agent.post(API.signup).send(account).expect(201)).body as { user: { id: string } }).user.id;
      shoppers.push({ agent, userId, email: account.email });
    }
    const orders: PaidOrder[] = [];
    await inLanes(shoppers, SHOPPERS, async (shopper) => {
      const { agent, email } = shopper;
      for (const template of templates) await agent.post(CART_API.cart).send({ templateId: template.id, quantity: 1 }).expect(200);
      for (const template of templates) {
        const order = (
          await agent
            .post(ORDER_API.orders)
            .send({
              customerEmail: email,
              customerName: 'Ada Lovelace',
              totalAmount: Number(template.price),
              items: [{ templateId: template.id }],
              consent: ORDER_CONSENT,
            })
            .expect(201)
        ).body as Order;
        const link = (
          await agent
            .post(ORDER_API.paymentLink)
            .send({ ...FORM, email, orderId: order.id })
            .expect(200)
        ).body as { paymentLink: string };
        orders.push({ id: order.id, shopper, session: new URL(link.paymentLink, backend!.url).searchParams.get('session')! });
      }
    });

    // Completions, eight at a time; the process is killed (no shutdown, nothing flushed) half-way.
    const complete = async (order: PaidOrder) => {
      order.outcome = await order.shopper.agent
        .patch(completeOrderPath(order.id))
        .send({ session: order.session })
        .then(
          (res) => res.status,
          () => 'lost' as const,
        );
    };
    let answered = 0;
    let killing: Promise<void> | undefined;
    await inLanes(
      orders,
      8,
      async (order) => {
        await complete(order);
        if (++answered === ORDERS / 2) killing = backend!.kill('SIGKILL');
      },
      () => killing !== undefined,
    );
    await killing;
    const beforeKill = orders.filter((o) => o.outcome === 200).length;
    expect(beforeKill).toBeGreaterThanOrEqual(ORDERS / 2 - 8);

    // The same data, a new process: what was not answered is tried again, as a buyer's browser would.
    // Right after the restart the database may still be rolling back what the dead process left open:
    // a 503 says "try again shortly" (Retry-After), and the buyer's browser does.
    backend = await BackendProcess.start(env);
    for (let round = 0; round < 5; round++) {
      const unanswered = orders.filter((o) => o.outcome === 'lost' || o.outcome === 503 || o.outcome === undefined);
      if (unanswered.length === 0) break;
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
      await inLanes(unanswered, 8, complete);
    }
    // 409 'already used': the first call had committed before the process died.
    expect(orders.filter((o) => o.outcome !== 200 && o.outcome !== 409).map((o) => o.outcome)).toEqual([]);
    for (const shopper of shoppers) {
      const list = (await shopper.agent.get(userOrdersPath(shopper.userId)).expect(200)).body as Order[];
      expect(list.filter((o) => o.status === 'completed')).toHaveLength(ORDERS_PER_SHOPPER);
    }
    expect(peer.received).toEqual([]); // nothing could be delivered so far

    // The mail server comes back: everything owed goes out, once.
    await peer.start();
    // The confirmations; each order also owes a review reminder, due in five days (still pending here).
    const unsent = async () =>
      Number(
        (
          await queryDatabase<{ n: number | string }>(
            db!,
            "SELECT COUNT(*) AS n FROM outbox_messages WHERE status <> 'sent' AND kind = 'order-confirmation'",
          )
        )[0]!.n,
      );
    // Should it not come to that, the counts below say how far it got.
    await waitFor(async () => peer!.received.length >= ORDERS && (await unsent()) === 0, 60_000).catch(() => undefined);
    expect(await unsent()).toBe(0);
    // No late second copies. The sender runs in another process, so no round of it can be waited for:
    // wait past the longest retry wait, by which a copy owed again would have gone out.
    await sleep(MAIL_RETRY_MAX_MS + LATE_COPY_MARGIN_MS);

    const confirmations = new Map<string, string[]>();
    for (const mail of peer.received) {
      const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const orderId = /\/api\/downloads\/order\/([0-9a-f-]{36})\?token=/.exec(body)?.[1];
      expect(orderId).toBeDefined();
      confirmations.set(orderId!, [...(confirmations.get(orderId!) ?? []), ...mail.to]);
    }
    expect(peer.received).toHaveLength(ORDERS);
    expect(confirmations.size).toBe(ORDERS);
    for (const order of orders) expect([order.id, confirmations.get(order.id)]).toEqual([order.id, [order.shopper.email]]);
    const outbox = await queryDatabase<{ kind: string; status: string; n: number | string }>(
      db,
      'SELECT kind, status, COUNT(*) AS n FROM outbox_messages GROUP BY kind, status ORDER BY kind',
    );
    expect(outbox.map((row) => [row.kind, row.status, Number(row.n)])).toEqual([
      ['order-confirmation', 'sent', ORDERS],
      ['review-reminder', 'pending', ORDERS],
    ]);
  }, 300_000);
});
