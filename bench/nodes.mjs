// `npm run bench:nodes`: one app node against two behind a balancer, as the 2-node docker compose runs
// the shop (decision 047/048): MySQL, Redis sessions under a prefix of their own, files in an
// S3-protocol server (the tests' s3rver, backend/src/testing/s3-server.ts), each node with a disk of its
// own and the same SESSION_SECRET, and the tests' alternating balancer (round-robin-proxy.ts) in front.
//
// With one node (direct to it), then with two behind the balancer (node B started after the one-node
// rounds, node A keeps running):
// 1. catalog throughput: autocannon over rotating paths (40 listing pages, ~200 template details):
//    requests/s, p50/p95/p99, non-2xx. For information, one node behind the balancer too (what the hop
//    costs). The balancer and autocannon are Node processes on this same machine: the figures say what
//    this machine does, they do not promise linear scaling.
// 2. checkout, flat out: BENCH_SHOPPERS shoppers at once, each cart → cart → order → payment link →
//    completion with no pause; p50/p95/p99 per call and calls/s. Every shopper must end with exactly the
//    orders they placed, completed (exit 1 otherwise).
// 3. memory of a BENCH_ZIP_MB MB template ZIP streamed from S3 through one node: its RSS sampled every
//    20 ms (/proc/<pid>/status) during one download and during 5 at once; each body's length and
//    SHA-256 checked. Budget: RSS growth < 50 MB (as bench:downloads). RSS rarely shrinks, so each
//    run's growth is measured from the RSS just before it.
// A benchmark, not a test: figures and budgets, exit 0 unless something broke or an order went wrong.
//
// Options (env): BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/tm_bench_nodes, dropped and created
// again), BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_TEMPLATES (2000), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (20), BENCH_SHOPPERS (50), BENCH_ZIP_MB (100), BENCH_PROXY_ONE_NODE (1; 0 skips the
// one-node-behind-the-balancer catalog run).
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend } from './lib/app.mjs';
import { call, orderRequest, paymentLinkRequest } from './lib/checkout-calls.mjs';
import { download } from './lib/download-client.mjs';
import { closeIdleSockets, request } from './lib/http-client.mjs';
import { load } from './lib/load.mjs';
import { backendRequire, resetMysqlDatabase } from './lib/mysql.mjs';
import { insertCompletedOrder } from './lib/orders.mjs';
import { percentile } from './lib/percentile.mjs';
import { rssMb } from './lib/process-stats.mjs';
import { dropRedisKeys } from './lib/redis.mjs';
import { seedTemplates } from './lib/seed.mjs';
import { signUpShopper } from './lib/shopper.mjs';
import { loadTestingModule } from './lib/testing-module.mjs';
import { writeZip } from './lib/zip-fixtures.mjs';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/tm_bench_nodes';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TEMPLATES = Number(process.env.BENCH_TEMPLATES ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const ZIP_MB = Number(process.env.BENCH_ZIP_MB ?? 100);
const PROXY_ONE_NODE = process.env.BENCH_PROXY_ONE_NODE !== '0';
const CONCURRENT_DOWNLOADS = 5;
const BUDGET_RSS_MB = 50;
const MB = 1024 * 1024;
const CALLS = ['POST /api/cart', 'GET /api/cart', 'POST /api/orders', 'POST /api/payment-link', 'PATCH /api/orders/:id/complete'];

// The AWS SDK's notice that its 2027 releases need Node 22 (this repo runs Node 20) would repeat in the
// seed's output and ours; it says nothing about this run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * The balancer in a Node process of its own, as HAProxy is in the compose (in this process its event
 * loop would be shared with autocannon's): this file run with `--balancer <url>...`, spoken to over IPC.
 * Answers { url, sent(): Map origin → requests, close() }.
 */
async function startBalancer(upstreams) {
  const child = fork(fileURLToPath(import.meta.url), ['--balancer', ...upstreams], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const replies = [];
  child.on('message', (message) => replies.shift()?.(message));
  const ask = (message) =>
    new Promise((resolve, reject) => {
      if (child.exitCode !== null) return reject(new Error(`the balancer exited with ${child.exitCode}`));
      replies.push(resolve);
      if (message) child.send(message);
    });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const { url } = await Promise.race([ask(null), exited.then((code) => Promise.reject(new Error(`the balancer exited with ${code}`)))]);
  return {
    url,
    pid: child.pid,
    sent: async () => new Map((await ask({ type: 'sent' })).sent),
    close: async () => {
      if (child.exitCode === null) {
        child.send({ type: 'close' });
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** The `--balancer` role: the tests' RoundRobinProxy until the parent says close (or goes away). */
async function runBalancer(upstreams) {
  const { RoundRobinProxy } = loadTestingModule('round-robin-proxy.ts');
  const proxy = await RoundRobinProxy.start(upstreams);
  const close = async () => {
    await proxy.close();
    process.exit(0);
  };
  process.on('disconnect', close);
  process.on('message', (message) => {
    if (message.type === 'sent') process.send({ sent: [...proxy.sent] });
    if (message.type === 'close') void close();
  });
  process.send({ url: proxy.url });
}

// ---------------------------------------------------------------------------------------------------
// Small helpers

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) a process has used so far: fields 14 and 15 of /proc/<pid>/stat. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** The whole machine's CPU time from /proc/stat (clock ticks): busy (all but idle and iowait), and total. */
function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const t = fields.slice(0, 8).map(Number); // user nice system idle iowait irq softirq steal
  const total = t.reduce((a, b) => a + b, 0);
  return { busy: total - t[3] - t[4], total };
}

/** This process's CPU seconds (autocannon, the balancer, s3rver and the download clients run here). */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

// ---------------------------------------------------------------------------------------------------
// The 100 MB ZIP in the bucket

/** Puts a local file into the bucket as one multipart upload (8 MB parts), as the S3 driver does. */
async function putObject(s3, key, file) {
  const { S3Client, HeadObjectCommand } = backendRequire('@aws-sdk/client-s3');
  const { Upload } = backendRequire('@aws-sdk/lib-storage');
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    // s3rver does not read the aws-chunked checksum trailers the SDK sends by default (decision 048).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    await new Upload({
      client,
      params: { Bucket: s3.bucket, Key: key, Body: createReadStream(file), ContentType: 'application/zip' },
      partSize: 8 * MB,
      queueSize: 2,
    }).done();
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Number(head.ContentLength);
  } finally {
    client.destroy();
  }
}

/** `concurrency` downloads at once while the node's RSS is sampled every 20 ms; every body checked. */
async function measureDownloads(node, path, cookie, concurrency, zip) {
  const baseline = rssMb(node.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(node.pid))), 20);
  const started = performance.now();
  let results;
  try {
    results = await Promise.all(Array.from({ length: concurrency }, () => download(node.url + path, cookie)));
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, rssMb(node.pid));
  // The ZIP must come streamed with its Content-Length (`problem` otherwise), whole and the same.
  const bad = results.filter((r) => r.problem || r.status !== 200 || !r.complete || r.length !== zip.size || r.sha256 !== zip.sha256);
  if (bad.length) throw new Error(`${bad.length} of ${concurrency} downloads were wrong: ${JSON.stringify(bad[0])}`);
  const bytes = results.reduce((sum, r) => sum + r.length, 0);
  return { concurrency, seconds, mbPerS: bytes / MB / seconds, baseline, peak, growth: peak - baseline };
}

// ---------------------------------------------------------------------------------------------------
// Catalog

/** ~`count` template detail paths, spread over the catalog's pages. */
async function detailPaths(url, count) {
  const get = async (page) => JSON.parse((await request('GET', `${url}/api/templates/paginated?page=${page}&limit=100`)).text);
  const first = await get(1);
  const pages = Math.max(1, first.totalPages);
  const paths = [];
  for (let i = 0; paths.length < count && i < pages; i++) {
    const page = 1 + ((i * 7) % pages);
    const body = i === 0 ? first : await get(page);
    paths.push(...body.templates.slice(0, Math.ceil(count / Math.min(pages, 10))).map((t) => `/api/templates/${t.slug}`));
  }
  return [...new Set(paths)].slice(0, count);
}

/** Every path once (each must answer 200), then 2 s of load: the node's caches and JIT warm, not measured. */
async function warm(url, paths) {
  for (const path of paths) {
    const res = await request('GET', url + path);
    if (res.status !== 200) throw new Error(`warm-up: ${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
  }
  await load({ url, paths, connections: CONNECTIONS, seconds: 2 });
}

/** One catalog load at `url` with the CPU each process used meanwhile. */
async function catalogRun(name, url, paths, nodes, proxy) {
  const before = {
    own: ownCpuSeconds(),
    nodes: nodes.map((n) => cpuSeconds(n.pid)),
    proxy: proxy ? cpuSeconds(proxy.pid) : 0,
    machine: machineTicks(),
    sent: proxy ? await proxy.sent() : null,
  };
  const started = performance.now();
  const result = await load({ url, paths, connections: CONNECTIONS, seconds: SECONDS });
  const wall = (performance.now() - started) / 1000;
  const cpu = {
    nodes: nodes.map((n, i) => (cpuSeconds(n.pid) - before.nodes[i]) / wall),
    bench: (ownCpuSeconds() - before.own) / wall,
    proxy: proxy ? (cpuSeconds(proxy.pid) - before.proxy) / wall : null,
  };
  const machine = machineTicks();
  // Cores busy on the whole machine (MySQL, Redis and everything else included).
  cpu.machine = ((machine.busy - before.machine.busy) / (machine.total - before.machine.total)) * availableParallelism();
  const sent = proxy ? [...(await proxy.sent())].map(([origin, n]) => n - (before.sent.get(origin) ?? 0)) : null;
  return { name, ...result, cpu, sent };
}

function printCatalog(runs) {
  console.log(
    `\nCatalog: ${CONNECTIONS} connections, ${SECONDS} s each, rotating over 40 listing pages and ${runs.paths} template details`,
  );
  console.log(
    "(repeated catalog reads are replayed from each node's response cache ahead of Express, a few tens of µs of CPU each, so behind the balancer its own per-request work, a Node http proxy, sets the ceiling)",
  );
  console.log(
    '| setup | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | CPU cores busy: nodes / balancer / autocannon (this process) / everything else (MySQL, Redis, kernel, other work) / whole machine | requests per node |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of runs.list) {
    const accounted = r.cpu.nodes.reduce((a, b) => a + b, 0) + (r.cpu.proxy ?? 0) + r.cpu.bench;
    const cpu = `${r.cpu.nodes.map((c) => c.toFixed(2)).join(' + ')} / ${r.cpu.proxy === null ? '—' : r.cpu.proxy.toFixed(2)} / ${r.cpu.bench.toFixed(2)} / ${Math.max(0, r.cpu.machine - accounted).toFixed(2)} / ${r.cpu.machine.toFixed(2)} of ${availableParallelism()}`;
    console.log(
      `| ${r.name} | ${r.requests} | ${Math.round(r.rps)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${cpu} | ${r.sent ? r.sent.join(' / ') : '—'} |`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Checkout

/** One shopper's whole checkout of one template at `base`, flat out; answers the order id and its total in cents. */
async function checkout(base, round, shopper, template) {
  const { headers, user } = shopper;
  await call(round, CALLS[0], 'POST', `${base}/api/cart`, { headers, json: { templateId: template.id, userId: user.id, quantity: 1 } });
  const cart = await call(round, CALLS[1], 'GET', `${base}/api/cart?userId=${user.id}`, { headers });
  const order = await call(round, CALLS[2], 'POST', `${base}/api/orders`, orderRequest(headers, user, cart));
  const link = await call(round, CALLS[3], 'POST', `${base}/api/payment-link`, paymentLinkRequest(headers, user, order.id));
  const session = new URL(link.paymentLink, base).searchParams.get('session');
  await call(round, CALLS[4], 'PATCH', `${base}/api/orders/${order.id}/complete`, { headers, json: { session } });
  return { orderId: order.id, cents: Math.round(Number(template.price) * 100) };
}

/** Every shopper checks out once, all at once; each shopper's browser already holds a keep-alive socket. */
async function checkoutRound(name, base, shoppers, templates, proxy) {
  const round = { name, timings: new Map(), seconds: 0, failures: [] };
  await Promise.all(shoppers.map(() => request('GET', `${base}/api/health`)));
  const sentBefore = proxy ? await proxy.sent() : null;
  const started = performance.now();
  const results = await Promise.allSettled(shoppers.map((shopper, n) => checkout(base, round, shopper, templates[n % templates.length])));
  round.seconds = (performance.now() - started) / 1000;
  round.sent = proxy ? [...(await proxy.sent())].map(([origin, n]) => n - (sentBefore.get(origin) ?? 0)) : null;
  results.forEach((result, n) => {
    if (result.status === 'fulfilled') shoppers[n].placed.push(result.value);
    else round.failures.push(result.reason.message);
  });
  const all = [...round.timings.values()].flat().sort((a, b) => a - b);
  round.calls = all.length;
  round.callsPerSecond = all.length / round.seconds;
  round.overall = { p50: percentile(all, 50), p95: percentile(all, 95), p99: percentile(all, 99) };
  return round;
}

/** Each shopper's orders at `base`: exactly the ones they placed, all completed, with the right totals. */
async function verifyOrders(base, shoppers) {
  const tally = { lost: 0, extra: 0, wrongTotal: 0, completed: 0 };
  for (const shopper of shoppers) {
    const res = await request('GET', `${base}/api/users/${shopper.user.id}/orders`, { headers: shopper.headers });
    if (res.status !== 200) throw new Error(`orders of ${shopper.user.username}: ${res.status} ${res.text.slice(0, 200)}`);
    const orders = JSON.parse(res.text);
    const completed = new Map(orders.filter((o) => o.status === 'completed').map((o) => [o.id, o]));
    tally.completed += completed.size;
    for (const placed of shopper.placed) {
      const order = completed.get(placed.orderId);
      if (!order) tally.lost += 1;
      else if (Math.round(Number(order.totalAmount) * 100) !== placed.cents) tally.wrongTotal += 1;
    }
    tally.extra += Math.max(0, orders.length - shopper.placed.length);
  }
  tally.expected = shoppers.reduce((n, s) => n + s.placed.length, 0);
  tally.ok = tally.lost === 0 && tally.extra === 0 && tally.wrongTotal === 0;
  return tally;
}

function printCheckout(round, tally) {
  console.log(
    `\n${round.name}: ${SHOPPERS} shoppers flat out in ${round.seconds.toFixed(2)} s, ${round.calls} calls, ${Math.round(round.callsPerSecond)} calls/s${round.sent ? `; calls per node ${round.sent.join(' / ')}` : ''}`,
  );
  console.log('| call | requests | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---|---|---|---|');
  for (const name of CALLS) {
    const list = (round.timings.get(name) ?? []).sort((a, b) => a - b);
    console.log(`| ${name} | ${list.length} | ${percentile(list, 50)} | ${percentile(list, 95)} | ${percentile(list, 99)} |`);
  }
  console.log(`| all calls | ${round.calls} | ${round.overall.p50} | ${round.overall.p95} | ${round.overall.p99} |`);
  for (const failure of round.failures.slice(0, 5)) console.log(`  failed: ${failure}`);
  console.log(
    `orders so far: ${tally.completed} completed of ${tally.expected} placed; lost ${tally.lost}, extra ${tally.extra}, wrong totals ${tally.wrongTotal}, failed checkouts ${round.failures.length}: ${tally.ok && !round.failures.length ? 'ok' : 'FAILED'}`,
  );
}

// ---------------------------------------------------------------------------------------------------

const cleanups = [];

async function main() {
  let nprocText = '?';
  try {
    nprocText = execFileSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    // no coreutils
  }
  console.log(
    `[nodes] this machine: nproc ${nprocText}, os.availableParallelism() ${availableParallelism()}, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
  );
  console.log(
    '[nodes] every process below (the nodes, MySQL, Redis, the S3 server, the balancer and the load generator) shares these cores',
  );

  const { S3TestServer } = loadTestingModule('s3-server.ts');
  const s3 = await S3TestServer.start('tm-bench-nodes');
  cleanups.push(() => s3.close());
  const redisPrefix = `tm-bench-nodes-${randomBytes(4).toString('hex')}:`;
  cleanups.push(() => dropRedisKeys(REDIS_URL, redisPrefix));
  const dir = (name) => {
    const path = mkdtempSync(join(tmpdir(), `tm-bench-nodes-${name}-`));
    cleanups.push(() => rmSync(path, { recursive: true, force: true }));
    return path;
  };
  await resetMysqlDatabase(DATABASE_URL);
  const shared = {
    DATABASE_URL,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'loopback',
    SIGNUP_LIMIT_PER_HOUR: '1000000',
    SEED_DEMO: 'false',
    CATALOG_SEED_COUNT: '0',
    ...s3.env(),
  };
  const envA = { ...shared, DATA_DIR: dir('a') };

  console.log(`[nodes] seeding ${TEMPLATES} templates (no images) into ${new URL(DATABASE_URL).pathname.slice(1)}...`);
  const seedSeconds = seedTemplates(envA, TEMPLATES, { images: false });
  console.log(`[nodes] seeded in ${seedSeconds.toFixed(1)} s`);

  const mysql = backendRequire('mysql2/promise');
  const db = await mysql.createConnection({ uri: DATABASE_URL, timezone: 'Z' });
  cleanups.push(() => db.end());
  const [[zipTemplate]] = await db.query(
    'SELECT id, slug, name, category, subcategory, previewImage, priceCents FROM templates ORDER BY id LIMIT 1',
  );
  console.log(`[nodes] writing a ${ZIP_MB} MB ZIP and putting it in the bucket as private/template-zips/${zipTemplate.id}.zip...`);
  const zipFile = join(dir('zip'), 'template.zip');
  const zip = await writeZip(zipFile, ZIP_MB);
  const putStarted = performance.now();
  const stored = await putObject(s3, `private/template-zips/${zipTemplate.id}.zip`, zipFile);
  if (stored !== zip.size) throw new Error(`the bucket holds ${stored} bytes, not ${zip.size}`);
  console.log(
    `[nodes] ${zip.size} bytes put (multipart) in ${((performance.now() - putStarted) / 1000).toFixed(1)} s, sha256 ${zip.sha256.slice(0, 16)}…`,
  );
  rmSync(zipFile);
  await db.query('UPDATE templates SET hasZip = 1 WHERE id = ?', [zipTemplate.id]);

  const nodeA = await startBackend(envA);
  cleanups.push(() => nodeA.stop());
  console.log(`[nodes] node A up at ${nodeA.url} (pid ${nodeA.pid})`);

  // Shoppers sign up on node A; their Redis sessions hold on either node (one SESSION_SECRET, one prefix).
  console.log(`[nodes] signing up ${SHOPPERS} shoppers and a buyer of the ZIP...`);
  const shoppers = [];
  for (let i = 0; i < SHOPPERS; i += 10) {
    const batch = Array.from({ length: Math.min(10, SHOPPERS - i) }, (_, k) => signUpShopper(nodeA.url, i + k, { prefix: 'nd', net: 71 }));
    shoppers.push(...(await Promise.all(batch)).map((s) => ({ ...s, placed: [] })));
  }
  const buyer = await signUpShopper(nodeA.url, SHOPPERS, { prefix: 'nddl', net: 72 });
  const { orderId, itemId } = await insertCompletedOrder(db, buyer.user, zipTemplate);
  const downloadPath = `/api/downloads/template/${itemId}?orderId=${orderId}`;

  // Two disjoint sets of templates for the two checkout rounds (a second order of an owned template is refused).
  const listing = async (page) =>
    JSON.parse((await request('GET', `${nodeA.url}/api/templates/paginated?page=${page}&limit=100`)).text).templates;
  const notTheZip = (templates) => templates.filter((t) => t.id !== zipTemplate.id);
  const [firstTemplates, secondTemplates] = [notTheZip(await listing(1)), notTheZip(await listing(2))];
  if (!firstTemplates.length || !secondTemplates.length)
    throw new Error(`BENCH_TEMPLATES=${TEMPLATES} is too few: the two checkout rounds buy from two disjoint pages of 100`);
  const catalogPaths = [
    ...Array.from({ length: 40 }, (_, i) => `/api/templates/paginated?page=${i + 1}&limit=24`),
    ...(await detailPaths(nodeA.url, 200)),
  ];
  const catalog = { paths: catalogPaths.length - 40, list: [] };

  // ---- one node ----
  console.log(`\n[nodes] ===== one node =====`);
  console.log(`[nodes] downloads of the ${(zip.size / MB).toFixed(1)} MB ZIP from S3 through node A, RSS sampled every 20 ms...`);
  const coldDownload = await measureDownloads(nodeA, downloadPath, buyer.headers.cookie, 1, zip);
  const oneDownload = await measureDownloads(nodeA, downloadPath, buyer.headers.cookie, 1, zip);
  const manyDownloads = await measureDownloads(nodeA, downloadPath, buyer.headers.cookie, CONCURRENT_DOWNLOADS, zip);
  const downloadRows = [
    ['first download (cold node), information', coldDownload, false],
    ['one download', oneDownload, true],
    [`${CONCURRENT_DOWNLOADS} concurrent downloads`, manyDownloads, true],
  ];
  console.log(
    `\nDownloads (GET ${downloadPath.split('?')[0].replace(itemId, ':itemId')}, S3 → node A → client; bodies ${zip.size} bytes, SHA-256 checked)`,
  );
  console.log('| run | total MB/s | wall s | RSS before MB | RSS peak MB | RSS growth MB | budget |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, r, budgeted] of downloadRows) {
    const budget = budgeted ? `< ${BUDGET_RSS_MB} MB: ${r.growth < BUDGET_RSS_MB ? 'ok' : 'OVER'}` : 'none';
    console.log(
      `| ${name} | ${r.mbPerS.toFixed(0)} | ${r.seconds.toFixed(2)} | ${r.baseline.toFixed(1)} | ${r.peak.toFixed(1)} | ${r.growth.toFixed(1)} | ${budget} |`,
    );
  }

  console.log(`\n[nodes] catalog load on node A directly...`);
  await warm(nodeA.url, catalogPaths);
  catalog.list.push(await catalogRun('one node, direct', nodeA.url, catalogPaths, [nodeA]));
  if (PROXY_ONE_NODE) {
    console.log(`[nodes] catalog load on node A behind the balancer (information: the cost of the hop)...`);
    const soloProxy = await startBalancer([nodeA.url]);
    try {
      catalog.list.push(await catalogRun('one node behind the balancer (information)', soloProxy.url, catalogPaths, [nodeA], soloProxy));
    } finally {
      await soloProxy.close();
    }
  }

  console.log(`[nodes] checkout, ${SHOPPERS} shoppers flat out on node A...`);
  const checkoutOne = await checkoutRound('Checkout, one node (direct)', nodeA.url, shoppers, firstTemplates);
  const tallyOne = await verifyOrders(nodeA.url, shoppers);
  printCheckout(checkoutOne, tallyOne);

  // ---- two nodes ----
  console.log(`\n[nodes] ===== two nodes behind the balancer =====`);
  const nodeB = await startBackend({ ...shared, DATA_DIR: dir('b') });
  cleanups.push(() => nodeB.stop());
  const proxy = await startBalancer([nodeA.url, nodeB.url]);
  cleanups.push(() => proxy.close());
  console.log(`[nodes] node B up at ${nodeB.url} (pid ${nodeB.pid}); balancer at ${proxy.url} alternating A, B`);

  console.log(`[nodes] catalog load through the balancer...`);
  await warm(nodeB.url, catalogPaths);
  catalog.list.push(await catalogRun('two nodes behind the balancer', proxy.url, catalogPaths, [nodeA, nodeB], proxy));
  printCatalog(catalog);

  console.log(`\n[nodes] checkout, the same ${SHOPPERS} shoppers flat out through the balancer...`);
  const checkoutTwo = await checkoutRound('Checkout, two nodes behind the balancer', proxy.url, shoppers, secondTemplates, proxy);
  const tallyTwo = await verifyOrders(proxy.url, shoppers);
  printCheckout(checkoutTwo, tallyTwo);
  const ordersRight = tallyOne.ok && tallyTwo.ok && !checkoutOne.failures.length && !checkoutTwo.failures.length;

  // ---- summary ----
  const direct = catalog.list[0];
  const hop = catalog.list.find((r) => r.name.startsWith('one node behind'));
  const two = catalog.list.at(-1);
  const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
  console.log(
    `\nSummary (${TEMPLATES} templates, MySQL + Redis + s3rver, nproc ${nprocText}; the balancer and the load generator run on the same cores)`,
  );
  console.log('| figure | one node | two nodes (balancer) | two ÷ one |');
  console.log('|---|---|---|---|');
  console.log(
    `| catalog req/s (${CONNECTIONS} connections) | ${Math.round(direct.rps)}${hop ? ` (behind the balancer: ${Math.round(hop.rps)})` : ''} | ${Math.round(two.rps)} | ${ratio(two.rps, direct.rps)}${hop ? ` (vs one behind it: ${ratio(two.rps, hop.rps)})` : ''} |`,
  );
  console.log(`| catalog p50 / p95 / p99 ms | ${direct.p50} / ${direct.p95} / ${direct.p99} | ${two.p50} / ${two.p95} / ${two.p99} | — |`);
  console.log(`| catalog non-2xx / errors | ${direct.non2xx} / ${direct.errors} | ${two.non2xx} / ${two.errors} | — |`);
  console.log(
    `| checkout calls/s (${SHOPPERS} shoppers, flat out) | ${Math.round(checkoutOne.callsPerSecond)} | ${Math.round(checkoutTwo.callsPerSecond)} | ${ratio(checkoutTwo.callsPerSecond, checkoutOne.callsPerSecond)} |`,
  );
  for (const name of CALLS) {
    const p = (round) => {
      const list = round.timings.get(name) ?? [];
      return `${percentile(list, 50)} / ${percentile(list, 95)} / ${percentile(list, 99)}`;
    };
    console.log(`| checkout ${name} p50 / p95 / p99 ms | ${p(checkoutOne)} | ${p(checkoutTwo)} | — |`);
  }
  console.log(
    `| checkout all calls p50 / p95 / p99 ms | ${checkoutOne.overall.p50} / ${checkoutOne.overall.p95} / ${checkoutOne.overall.p99} | ${checkoutTwo.overall.p50} / ${checkoutTwo.overall.p95} / ${checkoutTwo.overall.p99} | — |`,
  );
  console.log(
    `| orders completed / placed (lost, extra, wrong totals) | ${tallyOne.completed} / ${tallyOne.expected} (${tallyOne.lost}, ${tallyOne.extra}, ${tallyOne.wrongTotal}) | ${tallyTwo.completed} / ${tallyTwo.expected} cumulative (${tallyTwo.lost}, ${tallyTwo.extra}, ${tallyTwo.wrongTotal}) | — |`,
  );
  for (const [name, r, budgeted] of downloadRows) {
    const budget = budgeted ? `; growth < ${BUDGET_RSS_MB} MB: ${r.growth < BUDGET_RSS_MB ? 'ok' : 'OVER'}` : '';
    console.log(
      `| ${ZIP_MB} MB ZIP from S3, ${name}: RSS before / peak / growth MB, MB/s | ${fixed(r.baseline)} / ${fixed(r.peak)} / ${fixed(r.growth)}, ${fixed(r.mbPerS, 0)} MB/s${budget} | — | — |`,
    );
  }
  console.log(
    `\nverdict: orders ${ordersRight ? 'ok (none lost, doubled or wrong)' : 'FAILED'}; download RSS growth (budget < ${BUDGET_RSS_MB} MB): one ${oneDownload.growth < BUDGET_RSS_MB ? 'ok' : 'OVER'}, ${CONCURRENT_DOWNLOADS} concurrent ${manyDownloads.growth < BUDGET_RSS_MB ? 'ok' : 'OVER'}`,
  );
  console.log(
    "note: the balancer is a Node process (the tests' round-robin-proxy.ts, one event loop) on the same cores as both nodes, autocannon, MySQL and Redis; a second node on this machine adds no cores, so the two-node figures say what this machine does, not how a cluster of machines scales.",
  );
  return ordersRight;
}

/** The benchmark, then every cleanup (whatever failed); exit code 1 when something broke or an order went wrong. */
async function bench() {
  let failed;
  try {
    failed = !(await main());
  } catch (error) {
    console.error(`bench:nodes failed: ${error.stack ?? error.message}`);
    failed = true;
  } finally {
    closeIdleSockets();
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cleanup: ${error.message}`);
      }
    }
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[2] === '--balancer') await runBalancer(process.argv.slice(3));
else await bench();
