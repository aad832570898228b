import { ADMIN_API, ADMIN_MESSAGES, adminPath } from '@tm/contracts/admin';
import { ADMIN_ORDERS_API } from '@tm/contracts/admin-orders';
import { CUSTOM_BUILD_API, CUSTOM_BUILD_LIMITS, CUSTOM_BUILD_MESSAGES } from '@tm/contracts/custom-build';
import type { ChatMessage } from '@tm/contracts/custom-build.schemas';
import { ACCEPTANCE_DAYS } from '@tm/contracts/custom-build-delivery';
import { BUYER_BUILD_API, STUDIO_DESK_API, STUDIO_DESK_LIMITS, STUDIO_DESK_MESSAGES } from '@tm/contracts/studio-desk';
import {
  BuildMessageSchema,
  BuildVersionSchema,
  BuyerBuildSchema,
  StudioBuildDetailSchema,
  StudioBuildRowSchema,
  StudioBuildsPageSchema,
} from '@tm/contracts/studio-desk.schemas';
import AdmZip from 'adm-zip';
import { randomUUID } from 'node:crypto';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { startJobWorker } from '../../infrastructure/jobs/testing/job-workers';
import { sampleZip } from '../../infrastructure/template-files/testing/zip-builder';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { binary, TestClock, uniqueIp, waitFor } from '../../testing/fixtures';
import { SmtpPeer } from '../../testing/smtp-peer';
import { testTargets } from '../../testing/test-targets';
import { signedInUser } from '../admin/testing/admin-agents';
import { BAKERY } from '../custom-build/testing/requirements';
import { MysqlStudioDesk1767940000000 } from '../../database/migrations/mysql/1767940000000-studio-desk';
import { SqliteStudioDesk1767940000000 } from '../../database/migrations/sqlite/1767940000000-studio-desk';
import { AutoAcceptService } from './auto-accept.service';
import { buyBuild, newBuyer, type Buyer } from './testing/buy-build';

const SUPPORT = 'studio-owner@shop.test';
const DAY_MS = 86_400_000;
const path = (template: string, id: string, number?: number) =>
  template.replace(':orderItemId', id).replace(':number', String(number ?? ''));
const CHAT: ChatMessage[] = [
  { role: 'user', content: 'I run a small bakery and need a website.' },
  { role: 'assistant', content: 'Lovely! Which pages would you like?' },
  { role: 'user', content: 'A shop page and a gallery, please.' },
];

// Decision 097: the studio desk and the buyer's build page over HTTP, from a paid build to its acceptance.
describe.each(testTargets())('studio desk on $name', (target) => {
  let t: TestApp;
  let peer: SmtpPeer;
  let worker: { close: () => Promise<void> } | undefined;
  let admin: Awaited<ReturnType<typeof signedInUser>>['agent'];
  const clock = new TestClock();

  beforeAll(async () => {
    peer = await SmtpPeer.create();
    t = await createTestApp(target, { clock, env: { SMTP_URL: peer.url, SUPPORT_EMAIL: SUPPORT } });
    worker = await startJobWorker(t);
    admin = (await signedInUser(t, 'studio', true)).agent;
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await peer?.stop();
  });

  const detail = async (id: string) => StudioBuildDetailSchema.parse((await admin.get(path(STUDIO_DESK_API.build, id)).expect(200)).body);
  const buyerView = async (buyer: Buyer, id: string) =>
    BuyerBuildSchema.parse((await buyer.agent.get(path(BUYER_BUILD_API.build, id)).expect(200)).body);
  const upload = (id: string, bytes: Buffer, fields: { note?: string; deliver?: string } = {}, name = 'site.zip') => {
    let req = admin.post(path(STUDIO_DESK_API.versions, id)).attach('zipFile', bytes, name);
    if (fields.note !== undefined) req = req.field('note', fields.note);
    if (fields.deliver !== undefined) req = req.field('deliver', fields.deliver);
    return req;
  };
  const outbox = (to: string) => t.dataSource.getRepository(OutboxMessageEntity).findBy({ to });

  it('runs a build from its first version to acceptance: messages both ways, versions, rounds of changes', async () => {
    const buyer = await newBuyer(t);
    const { orderItemId: id } = await buyBuild(t, buyer, BAKERY, CHAT);

    // The detail: the summary, the requirements, the chat it came from, version 1 and the timeline so far.
    const first = await detail(id);
    expect(first.build).toMatchObject({
      orderItemId: id,
      stage: 'first-version-sent',
      buyerEmail: buyer.email,
      revisionRounds: 2,
      revisionsUsed: 0,
    });
    expect(first.build.businessName).toBe(BAKERY.businessName ?? null);
    expect(first.chat).toEqual(CHAT);
    expect(first.requirements.businessType).toBe(BAKERY.businessType);
    expect(first.versions).toEqual([expect.objectContaining({ number: 1, by: 'first-version', final: false })]);
    expect(first.timeline.map((e) => e.kind)).toEqual(['paid', 'first-version']);

    // A message to the buyer: stored, shown on both sides, mailed through the outbox, audited.
    const sent = BuildMessageSchema.parse(
      (await admin.post(path(STUDIO_DESK_API.messages, id)).send({ body: 'Could you send us photos of your cakes?' }).expect(201)).body,
    );
    expect(sent).toMatchObject({ author: 'studio', body: 'Could you send us photos of your cakes?' });
    expect((await outbox(buyer.email)).find((m) => m.refId === sent.id)?.text).toContain('Could you send us photos of your cakes?');
    expect((await buyerView(buyer, id)).messages).toEqual([sent]);

    // The buyer's answer reaches the owner's inbox, over SMTP too.
    const answer = BuildMessageSchema.parse(
      (await buyer.agent.post(path(BUYER_BUILD_API.messages, id)).send({ body: 'Photos attached to my next mail.' }).expect(201)).body,
    );
    expect(answer.author).toBe('buyer');
    const [mail] = await waitFor(
      () =>
        peer.to(SUPPORT).filter((m) => m.raw.includes('Photos attached to my next mail.')).length > 0 &&
        peer.to(SUPPORT).filter((m) => m.raw.includes('Photos attached to my next mail.')),
      { what: 'the owner mail', timeoutMs: 15_000 },
    );
    expect(mail!.subject).toContain('A message from the buyer');
    expect((await detail(id)).messages.map((m) => m.author)).toEqual(['studio', 'buyer']);

    // Nothing to accept or change before a delivery... except the first version, which may be accepted.
    expect((await buyer.agent.post(path(BUYER_BUILD_API.requestChanges, id)).send({ body: 'More pink' }).expect(409)).body).toEqual({
      message: STUDIO_DESK_MESSAGES.notDelivered,
    });

    // A version that is not a ZIP, or not a ZIP inside, is refused as template uploads are; a good one is version 2.
    expect((await upload(id, Buffer.from('plain text'), {}, 'notes.txt').expect(400)).body).toEqual({
      message: ADMIN_MESSAGES.invalidFileType,
    });
    await upload(id, Buffer.from('this is not a zip at all'), {}, 'fake.zip').expect(415);
    expect((await upload(id, sampleZip('v2'), { note: 'x'.repeat(STUDIO_DESK_LIMITS.noteMaxChars + 1) }).expect(400)).body).toEqual({
      message: STUDIO_DESK_MESSAGES.noteTooLong,
    });
    const v2 = BuildVersionSchema.parse((await upload(id, sampleZip('v2'), { note: 'Gallery added' }).expect(201)).body);
    expect(v2).toMatchObject({ number: 2, final: false, by: 'studio', note: 'Gallery added' });
    expect((await outbox(buyer.email)).some((m) => m.subject.startsWith('A new version of your website'))).toBe(true);
    const downloaded = await buyer.agent
      .get(path(BUYER_BUILD_API.versionDownload, id, 2))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(new AdmZip(downloaded.body as Buffer).readAsText('theme/index.html')).toContain('v2');
    await buyer.agent.get(path(BUYER_BUILD_API.versionDownload, id, 9)).expect(404);
    await admin.get(path(STUDIO_DESK_API.versionDownload, id, 1)).expect(200);

    // The owner sets the stage by hand.
    const moved = StudioBuildRowSchema.parse(
      (await admin.put(path(STUDIO_DESK_API.stage, id)).send({ stage: 'waiting-for-buyer' }).expect(200)).body,
    );
    expect(moved.stage).toBe('waiting-for-buyer');
    await admin.put(path(STUDIO_DESK_API.stage, id)).send({ stage: 'delivered' }).expect(400);

    // Delivered, then changes asked until the included rounds run out, then accepted.
    const deliver = async (marker: string) =>
      BuildVersionSchema.parse((await upload(id, sampleZip(marker), { deliver: 'true' }).expect(201)).body);
    expect((await deliver('v3')).final).toBe(true);
    const delivered = await buyerView(buyer, id);
    expect(delivered).toMatchObject({ canAccept: true, canRequestChanges: true, roundsLeft: 2 });
    expect(delivered.build.acceptBy).toBe(new Date(Date.parse(delivered.build.deliveredAt!) + ACCEPTANCE_DAYS * DAY_MS).toISOString());
    expect((await outbox(buyer.email)).some((m) => m.subject.startsWith('Your finished website is delivered'))).toBe(true);
    expect((await admin.put(path(STUDIO_DESK_API.stage, id)).send({ stage: 'in-progress' }).expect(409)).body).toEqual({
      message: STUDIO_DESK_MESSAGES.stageNotAllowed,
    });

    for (let round = 1; round <= 2; round += 1) {
      const after = BuyerBuildSchema.parse(
        (
          await buyer.agent
            .post(path(BUYER_BUILD_API.requestChanges, id))
            .send({ body: `Round ${round}: bigger logo` })
            .expect(200)
        ).body,
      );
      expect(after).toMatchObject({ roundsLeft: 2 - round, canRequestChanges: false });
      expect(after.build).toMatchObject({ stage: 'in-progress', revisionsUsed: round });
      await deliver(`v${3 + round}`);
    }
    expect((await buyer.agent.post(path(BUYER_BUILD_API.requestChanges, id)).send({ body: 'One more' }).expect(409)).body).toEqual({
      message: STUDIO_DESK_MESSAGES.noRoundsLeft,
    });
    const accepted = BuyerBuildSchema.parse((await buyer.agent.post(path(BUYER_BUILD_API.accept, id)).send({}).expect(200)).body);
    expect(accepted).toMatchObject({ canAccept: false, canRequestChanges: false });
    expect(accepted.build.stage).toBe('accepted');
    expect((await buyer.agent.post(path(BUYER_BUILD_API.accept, id)).send({}).expect(409)).body).toEqual({
      message: STUDIO_DESK_MESSAGES.alreadyAccepted,
    });
    expect((await outbox(SUPPORT)).filter((m) => m.subject.includes('custom build #')).map((m) => m.subject.split(':')[0])).toEqual(
      expect.arrayContaining(['A message from the buyer', 'Changes requested', 'Accepted by the buyer']),
    );

    // The record: the timeline and the audit trail of every admin write.
    const end = await detail(id);
    expect(end.timeline.map((e) => e.kind)).toEqual([
      'paid',
      'first-version',
      'version',
      'stage',
      'delivered',
      'changes-requested',
      'delivered',
      'changes-requested',
      'delivered',
      'accepted',
    ]);
    expect(end.audit.map((a) => a.action)).toEqual([
      'custom-build.message',
      'custom-build.version',
      'custom-build.stage',
      'custom-build.deliver',
      'custom-build.deliver',
      'custom-build.deliver',
    ]);
    expect(end.versions.map((v) => v.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists overdue builds first, then by due day, and filters by stage, overdue and search', async () => {
    const buyer = await newBuyer(t);
    const early = await buyBuild(t, buyer, { ...BAKERY, businessName: 'Crumb & Co' });
    const late = await buyBuild(t, buyer, { ...BAKERY, businessName: 'Late Loaves' });
    // The second build's due day has passed (as if paid long ago): overdue, so it comes first.
    await t.dataSource.query("UPDATE custom_build_deliveries SET finishedSiteDueOn = '2020-01-06' WHERE orderItemId = ?", [
      late.orderItemId,
    ]);
    const page = StudioBuildsPageSchema.parse((await admin.get(STUDIO_DESK_API.builds).expect(200)).body);
    const ids = page.builds.map((b) => b.orderItemId);
    expect(ids.indexOf(late.orderItemId)).toBe(0);
    expect(ids).toContain(early.orderItemId);
    expect(page.builds[0]).toMatchObject({ overdue: true, finishedSiteDue: '2020-01-06' });
    expect(page.builds.find((b) => b.orderItemId === early.orderItemId)?.overdue).toBe(false);
    expect(page.pageSize).toBe(STUDIO_DESK_LIMITS.pageSize);

    const overdue = StudioBuildsPageSchema.parse((await admin.get(STUDIO_DESK_API.builds).query({ overdue: 'true' }).expect(200)).body);
    expect(overdue.builds.map((b) => b.orderItemId)).toContain(late.orderItemId);
    expect(overdue.builds.every((b) => b.overdue)).toBe(true);
    const found = StudioBuildsPageSchema.parse((await admin.get(STUDIO_DESK_API.builds).query({ q: 'Crumb &' }).expect(200)).body);
    expect(found.builds.map((b) => b.orderItemId)).toEqual([early.orderItemId]);
    const byNumber = StudioBuildsPageSchema.parse(
      (
        await admin
          .get(STUDIO_DESK_API.builds)
          .query({ q: `#${late.orderId.slice(0, 8)}` })
          .expect(200)
      ).body,
    );
    expect(byNumber.builds.map((b) => b.orderItemId)).toEqual([late.orderItemId]);
    const delivered = StudioBuildsPageSchema.parse((await admin.get(STUDIO_DESK_API.builds).query({ stage: 'accepted' }).expect(200)).body);
    expect(delivered.builds.every((b) => b.stage === 'accepted')).toBe(true);
    expect(((await admin.get(STUDIO_DESK_API.builds).query({ stage: 'lost' }).expect(400)).body as { message: string }).message).toContain(
      'stage must be one of',
    );
    await admin.get(STUDIO_DESK_API.builds).query({ page: '0' }).expect(400);

    // Another buyer, and an admin on the buyer's page, get 404; unknown ids 404 on the desk.
    const other = await newBuyer(t);
    expect((await other.agent.get(path(BUYER_BUILD_API.build, early.orderItemId)).expect(404)).body).toEqual({
      message: STUDIO_DESK_MESSAGES.buildNotFound,
    });
    await other.agent.get(path(BUYER_BUILD_API.versionDownload, early.orderItemId, 1)).expect(404);
    await other.agent.post(path(BUYER_BUILD_API.accept, early.orderItemId)).send({}).expect(404);
    await admin.get(path(BUYER_BUILD_API.build, early.orderItemId)).expect(404);
    await admin.get(path(STUDIO_DESK_API.build, randomUUID())).expect(404);
    await admin.get(path(STUDIO_DESK_API.build, 'not-an-id')).expect(404);
    await admin.post(path(STUDIO_DESK_API.messages, randomUUID())).send({ body: 'Hello' }).expect(404);

    // Bad bodies: the schema's message, and 413 over the JSON limit.
    expect((await admin.post(path(STUDIO_DESK_API.messages, early.orderItemId)).send({ body: '   ' }).expect(400)).body).toEqual({
      message: STUDIO_DESK_MESSAGES.emptyMessage,
    });
    expect(
      (
        await buyer.agent
          .post(path(BUYER_BUILD_API.messages, early.orderItemId))
          .send({ body: 'x'.repeat(STUDIO_DESK_LIMITS.messageMaxChars + 1) })
          .expect(400)
      ).body,
    ).toEqual({ message: STUDIO_DESK_MESSAGES.messageTooLong });
    await buyer.agent
      .post(path(BUYER_BUILD_API.messages, early.orderItemId))
      .send({ body: 'x'.repeat(2_000_000) })
      .expect(413);

    // The first version may be accepted as it is.
    const accepted = BuyerBuildSchema.parse(
      (await buyer.agent.post(path(BUYER_BUILD_API.accept, early.orderItemId)).send({}).expect(200)).body,
    );
    expect(accepted.build).toMatchObject({ stage: 'accepted' });

    // A build's order is refunded from the back office like any order (decision 030, through the provider's
    // refund; the simulated one moves nothing): the line is refunded and its files are no longer served.
    // (Once its confirmation is sent: a refunded order's confirmation is given up, loudly.)
    await waitFor(() => t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ refId: late.orderId, status: 'sent' }), {
      what: 'the order confirmation',
    });
    await admin
      .post(adminPath(ADMIN_API.refundOrder, { id: late.orderId }))
      .send({ reason: 'The studio could not deliver in time' })
      .expect(200);
    const [line] = (await t.dataSource.query('SELECT o.status FROM orders o WHERE o.id = ?', [late.orderId])) as Array<{ status: string }>;
    expect(line!.status).toBe('refunded');
    await buyer.agent.get(path(BUYER_BUILD_API.versionDownload, late.orderItemId, 1)).expect(409);
    await buyer.agent.get(path(BUYER_BUILD_API.versionDownload, early.orderItemId, 1)).expect(200);
  });

  it('refunds a delivered build by its line through the order page, with its own mail beside the ready mail', async () => {
    // The ready mail is keyed to the delivery's job and the refund's to the line: the outbox keeps one
    // mail per kind and fact, and both once shared the line's key (a 500 on the line refund).
    const buyer = await newBuyer(t);
    const { orderItemId, orderId } = await buyBuild(t, buyer, BAKERY);
    await waitFor(() => t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ refId: orderId, status: 'sent' }), {
      what: 'the order confirmation',
    });
    await admin
      .post(adminPath(ADMIN_ORDERS_API.refundLine, { id: orderId, lineId: orderItemId }))
      .send({ reason: 'The studio could not take this build on' })
      .expect(200);
    const [{ jobId }] = (await t.dataSource.query('SELECT jobId FROM custom_build_deliveries WHERE orderItemId = ?', [
      orderItemId,
    ])) as Array<{
      jobId: string;
    }>;
    const mails = t.dataSource.getRepository(OutboxMessageEntity);
    expect((await mails.findOneByOrFail({ refId: jobId, to: buyer.email })).subject).toMatch(/^The first version of your website is ready/);
    expect((await mails.findOneByOrFail({ refId: orderItemId, to: buyer.email })).subject).toMatch(/refunded$/);
    await buyer.agent.get(path(BUYER_BUILD_API.versionDownload, orderItemId, 1)).expect(409);
  });

  it('limits a buyer to STUDIO_DESK_LIMITS.buyerMessagesPerHour messages an hour per build', async () => {
    const buyer = await newBuyer(t);
    const { orderItemId: id } = await buyBuild(t, buyer, BAKERY);
    for (let n = 1; n <= STUDIO_DESK_LIMITS.buyerMessagesPerHour; n += 1) {
      await buyer.agent
        .post(path(BUYER_BUILD_API.messages, id))
        .send({ body: `Note ${n}` })
        .expect(201);
    }
    const refused = await buyer.agent.post(path(BUYER_BUILD_API.messages, id)).send({ body: 'One too many' }).expect(429);
    expect(refused.body).toEqual({ message: STUDIO_DESK_MESSAGES.tooManyMessages });
    expect((await detail(id)).messages).toHaveLength(STUDIO_DESK_LIMITS.buyerMessagesPerHour);
    clock.advance(61 * 60_000);
    // The session outlives an hour: the next hour's messages are taken again.
    await buyer.agent.post(path(BUYER_BUILD_API.messages, id)).send({ body: 'An hour later' }).expect(201);
  });

  it('refuses a summary whose chat is longer than the chat itself may be', async () => {
    const history = Array.from({ length: CUSTOM_BUILD_LIMITS.maxHistoryEntries + 1 }, (_, i) => ({ role: 'user', content: `m${i}` }));
    const res = await t
      .http()
      .post(CUSTOM_BUILD_API.generateSummary)
      .set('X-Forwarded-For', uniqueIp())
      .send({ requirements: BAKERY, conversationHistory: history })
      .expect(400);
    expect(res.body).toEqual({ message: CUSTOM_BUILD_MESSAGES.conversationTooLong });
  });

  it('lets exactly one of a simultaneous accept and request for changes win', async () => {
    const buyer = await newBuyer(t);
    const { orderItemId: id } = await buyBuild(t, buyer, BAKERY);
    await upload(id, sampleZip('final'), { deliver: 'true' }).expect(201);
    const [a, b] = await Promise.all([
      buyer.agent.post(path(BUYER_BUILD_API.accept, id)).send({}),
      buyer.agent.post(path(BUYER_BUILD_API.requestChanges, id)).send({ body: 'Change the colours' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const view = await buyerView(buyer, id);
    expect(view.build.stage).toBe(a.status === 200 ? 'accepted' : 'in-progress');
  });

  it(`accepts a delivered build the buyer has not answered within ${ACCEPTANCE_DAYS} days, once, mailing both sides`, async () => {
    const buyer = await newBuyer(t);
    const { orderItemId: id } = await buyBuild(t, buyer, BAKERY);
    await upload(id, sampleZip('final'), { deliver: 'true' }).expect(201);
    const sweep = () => t.app.get(AutoAcceptService).sweepOnce();

    const stage = async () =>
      ((await t.dataSource.query('SELECT stage, acceptedBy FROM custom_build_deliveries WHERE orderItemId = ?', [id])) as object[])[0];
    clock.advance((ACCEPTANCE_DAYS - 1) * DAY_MS);
    await sweep();
    expect(await stage()).toEqual({ stage: 'delivered', acceptedBy: null });

    clock.advance(DAY_MS + 60_000);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await stage()).toEqual({ stage: 'accepted', acceptedBy: 'auto' });
    expect(await sweep()).toBe(0);
    // Back to the real time, where the buyer's session is still valid.
    clock.reset();
    const view = await buyerView(buyer, id);
    expect(view.build.stage).toBe('accepted');
    expect(view.timeline.at(-1)?.kind).toBe('auto-accepted');
    expect((await outbox(buyer.email)).filter((m) => m.subject.startsWith('Your website counts as accepted'))).toHaveLength(1);
    const ownerMails = (await outbox(SUPPORT)).filter(
      (m) => m.subject.startsWith('Accepted without an answer') && m.text?.includes(buyer.email),
    );
    expect(ownerMails).toHaveLength(1);
  });

  // Last: it takes the desk's migration down and up again on this test's own database.
  it('starts builds sold before the desk where their first version stands, ready ones with version 1', async () => {
    const migration = target.database === 'mysql' ? new MysqlStudioDesk1767940000000() : new SqliteStudioDesk1767940000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      const [ready, building] = [randomUUID(), randomUUID()];
      const insert = `INSERT INTO custom_build_deliveries (orderItemId, orderId, userId, summaryId, jobId, status, paidAt, readyAt, zipPath, zipBytes)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
      const paid = new Date('2026-11-02T10:00:00.000Z');
      const date = (d: Date) => (target.database === 'mysql' ? d : d.toISOString().replace('T', ' ').replace('Z', ''));
      await runner.query(insert, [
        ready,
        randomUUID(),
        randomUUID(),
        randomUUID(),
        randomUUID(),
        'ready',
        date(paid),
        date(new Date(paid.getTime() + 60_000)),
        'custom-builds/old.zip',
        1234,
      ]);
      await runner.query(insert, [
        building,
        randomUUID(),
        randomUUID(),
        randomUUID(),
        randomUUID(),
        'in-progress',
        date(paid),
        null,
        null,
        null,
      ]);
      await migration.up(runner);
      const stages = (await runner.query(
        'SELECT orderItemId, stage, revisionsUsed FROM custom_build_deliveries WHERE orderItemId IN (?, ?)',
        [ready, building],
      )) as Array<{
        orderItemId: string;
        stage: string;
        revisionsUsed: number | string;
      }>;
      expect(Object.fromEntries(stages.map((r) => [r.orderItemId, [r.stage, Number(r.revisionsUsed)]]))).toEqual({
        [ready]: ['first-version-sent', 0],
        [building]: ['first-version', 0],
      });
      const versions = (await runner.query(
        'SELECT orderItemId, number, zipPath, zipBytes, madeBy FROM custom_build_versions WHERE orderItemId IN (?, ?)',
        [ready, building],
      )) as Array<Record<string, unknown>>;
      expect(versions.map((v) => ({ ...v, number: Number(v.number), zipBytes: Number(v.zipBytes) }))).toEqual([
        { orderItemId: ready, number: 1, zipPath: 'custom-builds/old.zip', zipBytes: 1234, madeBy: 'first-version' },
      ]);
    } finally {
      await runner.release();
    }
  });
});
