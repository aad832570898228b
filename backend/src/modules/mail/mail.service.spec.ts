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
});
