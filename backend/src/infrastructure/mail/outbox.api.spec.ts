import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClock, waitFor } from '../../testing/fixtures';
import { SmtpPeer } from '../../testing/smtp-peer';
import { testTargets } from '../../testing/test-targets';
import { ClockService } from '../../common/clock';
import { OutboxMessageEntity } from './entities/outbox-message.entity';
import { MailComposersService } from './mail-composers';
import { MailTransportService } from './mail-transport';
import { MailService } from './mail.service';
import { OutboxDeliveryService } from './outbox-delivery.service';
import { OutboxRepository } from './outbox.repository';
import { nextDeliveryRound } from './testing/delivery-rounds';

/** Fast retries, so a test sees several attempts within a second. */
const QUICK_RETRIES = { MAIL_RETRY_BASE_MS: '40', MAIL_RETRY_MAX_MS: '200' };

let counter = 0;
const recipient = (what: string) => `${what}-${process.env.JEST_WORKER_ID ?? '0'}-${++counter}@example.com`;

describe.each(testTargets())('mail outbox on $name', (target) => {
  const outboxOf = (t: TestApp) => t.dataSource.getRepository(OutboxMessageEntity);
  const rowsTo = (t: TestApp, to: string) => outboxOf(t).find({ where: { to }, order: { createdAt: 'ASC', id: 'ASC' } });
  const sentTo = async (t: TestApp, to: string) => (await rowsTo(t, to)).filter((row) => row.status === 'sent');

  describe('without SMTP_URL (the .eml spool)', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(target, { env: { MAIL_FROM: 'Shop <shop@example.com>', ...QUICK_RETRIES } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('keeps a sent mail as a 0600 .eml file in a 0700 folder, with a Message-ID made from its outbox id', async () => {
      const to = recipient('spool');
      const id = await t.app.get(MailService).send({ to, subject: 'Hello – ünïcode', text: 'Plain body', html: '<p>HTML body</p>' });
      const [row] = await waitFor(() => sentTo(t, to).then((rows) => rows.length > 0 && rows));

      expect(row).toMatchObject({
        id,
        kind: 'message',
        to,
        subject: 'Hello – ünïcode',
        text: 'Plain body',
        html: '<p>HTML body</p>',
        attempts: 1,
        lastError: null,
      });
      expect(row!.emlPath).toBe(`outbox/${id}.eml`);
      expect(row!.sentAt).toBeInstanceOf(Date);
      const file = join(t.config.dataDir, row!.emlPath!);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(join(t.config.dataDir, 'outbox')).mode & 0o777).toBe(0o700);
      const eml = readFileSync(file, 'utf8');
      expect(eml).toMatch(/^From: Shop <shop@example\.com>$/m);
      expect(eml).toMatch(new RegExp(`^To: ${to}$`, 'm'));
      expect(eml).toMatch(/^Subject: =\?UTF-8\?/m); // encoded as RFC 2047 requires
      expect(eml).toMatch(new RegExp(`^Message-ID: <${id}@shop\\.test>$`, 'm'));
      expect(eml).toMatch(/^Date: /m);
      expect(eml).toContain('Plain body');
      expect(eml).toContain('<p>HTML body</p>');
    });

    it('keeps retrying while the outbox folder cannot be written, then writes the mail once', async () => {
      const folder = join(t.config.dataDir, 'outbox');
      rmSync(folder, { recursive: true, force: true });
      writeFileSync(folder, 'a file where the folder should be'); // unwritable even for root
      const to = recipient('unwritable');
      try {
        await t.app.get(MailService).send({ to, subject: 'Owed', text: 'Still owed' });
        await waitFor(async () => {
          const [row] = await rowsTo(t, to);
          return row && row.attempts >= 4 && row;
        });
        const [row] = await rowsTo(t, to);
        expect(row).toMatchObject({ status: 'pending', emlPath: null, sentAt: null });
        expect(row!.lastError).toMatch(/EEXIST|ENOTDIR/);
        expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());
      } finally {
        rmSync(folder, { force: true });
      }
      const [sent] = await waitFor(() => sentTo(t, to).then((rows) => rows.length > 0 && rows));
      expect(sent!.attempts).toBeGreaterThanOrEqual(4); // counted when an attempt starts: the fourth may be the one that succeeded
      expect(sent!.lastError).toBeNull();
      expect(readFileSync(join(t.config.dataDir, sent!.emlPath!), 'utf8')).toContain('Still owed');
      expect(
        t.logger.entries.some((e) => e.level === 'warn' && e.message.includes(`Mail ${sent!.id} (message) not delivered (attempt 1)`)),
      ).toBe(true);
    });
  });

  describe('with an SMTP peer', () => {
    let t: TestApp;
    let peer: SmtpPeer;
    const clock = new TestClock();

    beforeAll(async () => {
      peer = await SmtpPeer.create({
        refuse: (address) => address.startsWith('nobody-'),
        answerDelayMs: (to) => (to.some((address) => address.startsWith('slow-')) ? 2_500 : 0),
      });
      // The shortest lease, so the slow peer below outlasts it twice over.
      t = await createTestApp(target, { clock, env: { SMTP_URL: peer.url, MAIL_LEASE_MS: '1000', ...QUICK_RETRIES } });
    });
    afterEach(() => clock.reset());
    afterAll(async () => {
      await t?.close();
      await peer?.stop();
    });

    it('delivers over SMTP with the Message-ID of its outbox row, recorded as sent with no .eml file', async () => {
      const to = recipient('smtp');
      const id = await t.app.get(MailService).send({ to, subject: 'Over SMTP', text: 'Hello' });
      const [mail] = await waitFor(async () => peer.to(to).length > 0 && peer.to(to));
      expect(mail!.messageId).toBe(`<${id}@shop.test>`);
      const [row] = await waitFor(() => sentTo(t, to).then((rows) => rows.length > 0 && rows));
      expect(row).toMatchObject({ id, emlPath: null, attempts: 1 });
    });

    it('keeps mail pending while the peer is down, and delivers each one once when it is back', async () => {
      await peer.stop();
      const to = recipient('outage');
      const mail = t.app.get(MailService);
      try {
        for (let i = 0; i < 5; i++) await mail.send({ to, subject: `Outage ${i}`, text: `Message ${i}` });
        await waitFor(async () => (await rowsTo(t, to)).every((row) => row.attempts >= 2 && row.status === 'pending'));
        expect(peer.to(to)).toEqual([]);
      } finally {
        await peer.start();
      }
      await waitFor(async () => (await sentTo(t, to)).length === 5);
      await nextDeliveryRound(t.app); // a wrong second copy would go out in it
      const received = peer.to(to);
      expect(received.map((m) => m.subject).sort()).toEqual(['Outage 0', 'Outage 1', 'Outage 2', 'Outage 3', 'Outage 4']);
      expect(new Set(received.map((m) => m.messageId)).size).toBe(5);
    });

    it('gives a mail up at once when the peer refuses its recipient for good (550)', async () => {
      t.logger.allowErrors = true;
      try {
        const to = recipient('nobody');
        await t.app.get(MailService).send({ to, subject: 'Refused', text: 'No one reads this' });
        const [row] = await waitFor(async () => {
          const rows = await rowsTo(t, to);
          return rows[0]?.status === 'failed' && rows;
        });
        expect(row).toMatchObject({ attempts: 1, sentAt: null });
        expect(row!.lastError).toMatch(/550/);
        // The sender logs right after it recorded the give-up: wait for the line, not just the row.
        await waitFor(async () =>
          t.logger.entries.some((e) => e.level === 'error' && e.message.includes(`Mail ${row!.id} (message) given up after 1 attempt(s)`)),
        );
      } finally {
        t.logger.allowErrors = false;
      }
    });

    it('sends each mail once when several senders (processes) work the same outbox', async () => {
      const to = recipient('race');
      const repository = t.app.get(OutboxRepository);
      for (let i = 0; i < 40; i++)
        await repository.insert({ kind: 'message', refId: null, to, subject: `Race ${i}`, text: `Body ${i}` }, clock.now());
      // Four more senders, each with its own SMTP connection, as other processes would have; the app's own sender joins in.
      const transports = Array.from({ length: 4 }, () => new MailTransportService(t.config));
      const senders = transports.map(
        (transport) => new OutboxDeliveryService(t.config, repository, t.app.get(MailComposersService), transport, t.app.get(ClockService)),
      );
      const outcomes = await Promise.all(
        senders.map(async (sender) => {
          const mine: string[] = [];
          for (;;) {
            const round = await sender.deliverDue();
            mine.push(...round.outcomes);
            if (round.outcomes.length === 0) return mine;
          }
        }),
      ).finally(() => transports.forEach((transport) => transport.close()));
      await waitFor(async () => (await sentTo(t, to)).length === 40);
      await nextDeliveryRound(t.app); // the extra senders are done; a wrong second copy from the app's would go out in it
      const received = peer.to(to);
      expect(received).toHaveLength(40);
      expect(new Set(received.map((m) => m.messageId)).size).toBe(40);
      expect(outcomes.flat().filter((o) => o === 'sent').length).toBeGreaterThan(0); // the extra senders did take part
    });

    it('keeps a mail its sender is still delivering, however slow the peer: no other sender takes it over', async () => {
      const to = recipient('slow');
      await t.app.get(MailService).send({ to, subject: 'Slow', text: 'The peer takes its time to answer' });
      await waitFor(async () => (await rowsTo(t, to))[0]?.leaseOwner);
      // Another process's sender keeps looking while the peer holds its answer for 2.5 lease lengths.
      const transport = new MailTransportService(t.config);
      const other = new OutboxDeliveryService(
        t.config,
        t.app.get(OutboxRepository),
        t.app.get(MailComposersService),
        transport,
        t.app.get(ClockService),
      );
      try {
        for (const until = Date.now() + 2_500; Date.now() < until;) {
          await other.deliverDue();
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        transport.close();
      }
      await waitFor(async () => (await sentTo(t, to)).length === 1);
      expect(peer.to(to)).toHaveLength(1);
      expect((await rowsTo(t, to))[0]).toMatchObject({ attempts: 1 });
    });

    it('takes over a mail whose sender died holding it once the lease runs out, and not before', async () => {
      const to = recipient('lease');
      const repository = t.app.get(OutboxRepository);
      // Due in an hour, so the app's own sender cannot take it before the dead one does.
      const inAnHour = new Date(clock.now().getTime() + 3_600_000);
      const id = await repository.insert({ kind: 'message', refId: null, to, subject: 'Leased', text: 'Held by a dead sender' }, inAnHour);
      expect(await repository.claim(id, 'a-sender-that-died', inAnHour, new Date(inAnHour.getTime() + t.config.mail.leaseMs))).toBe(true);
      clock.advance(3_600_000); // due now, but leased
      await nextDeliveryRound(t.app); // the app's sender has looked at it while it is due
      expect(peer.to(to)).toEqual([]);
      expect((await rowsTo(t, to))[0]).toMatchObject({ status: 'pending', leaseOwner: 'a-sender-that-died' });

      clock.advance(t.config.mail.leaseMs + 1);
      await waitFor(async () => (await sentTo(t, to)).length === 1);
      expect(peer.to(to)).toHaveLength(1);
      expect((await rowsTo(t, to))[0]).toMatchObject({ attempts: 2, leaseOwner: null });
    });
  });
});
