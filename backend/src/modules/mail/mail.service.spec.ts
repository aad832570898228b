import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { OutboxMessageEntity } from './entities/outbox-message.entity';
import { MailService } from './mail.service';

describe.each(testTargets())('mail outbox on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { MAIL_FROM: 'Shop <shop@example.com>' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a row and a real .eml file when no SMTP server is configured', async () => {
    const delivery = await t.app.get(MailService).send({
      to: 'someone@example.com',
      subject: 'Hello – ünïcode',
      text: 'Plain body',
      html: '<p>HTML body</p>',
    });
    expect(delivery.kind).toBe('outbox');
    if (delivery.kind !== 'outbox') return;

    const row = await t.dataSource.getRepository(OutboxMessageEntity).findOneByOrFail({ id: delivery.id });
    expect(row).toMatchObject({ to: 'someone@example.com', subject: 'Hello – ünïcode', text: 'Plain body', html: '<p>HTML body</p>' });
    expect(row.emlPath).toBe(`outbox/${row.id}.eml`);

    const eml = readFileSync(join(t.config.dataDir, row.emlPath), 'utf8');
    expect(eml).toMatch(/^From: Shop <shop@example\.com>$/m);
    expect(eml).toMatch(/^To: someone@example\.com$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m); // encoded as RFC 2047 requires
    expect(eml).toMatch(/^Message-ID: </m);
    expect(eml).toMatch(/^Date: /m);
    expect(eml).toContain('Plain body');
    expect(eml).toContain('<p>HTML body</p>');
  });

  it('sends background mail one message at a time, in order, and a failure does not stop the ones behind it', async () => {
    const mail = t.app.get(MailService);
    const outbox = t.dataSource.getRepository(OutboxMessageEntity);
    const to = 'lane@example.com';
    const stored = (subject: string) => outbox.existsBy({ to, subject });
    const logged = jest.spyOn((mail as unknown as { logger: { error: (m: string) => void } }).logger, 'error').mockImplementation(() => undefined);
    let concurrent = 0;
    let mostConcurrent = 0;
    const send = mail.send.bind(mail);
    const spy = jest.spyOn(mail, 'send').mockImplementation(async (message) => {
      concurrent += 1;
      mostConcurrent = Math.max(mostConcurrent, concurrent);
      try {
        if (message.subject === 'broken') throw new Error('mail server said no');
        return await send(message);
      } finally {
        concurrent -= 1;
      }
    });
    try {
      for (const subject of ['first', 'broken', 'second', 'third']) mail.sendInBackground({ to, subject, text: subject }, `the ${subject} message`);
      await mail.onApplicationShutdown(); // waits for the lane to drain
      expect(mostConcurrent).toBe(1);
      expect(spy.mock.calls.map(([message]) => message.subject)).toEqual(['first', 'broken', 'second', 'third']);
      expect([await stored('first'), await stored('broken'), await stored('second'), await stored('third')]).toEqual([true, false, true, true]);
      expect(logged).toHaveBeenCalledWith('Could not send the broken message: mail server said no');
    } finally {
      spy.mockRestore();
      logged.mockRestore();
    }
  });
});
