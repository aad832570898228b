import { randomUUID } from 'node:crypto';
import { ORDER_API } from '@tm/contracts/orders';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { ORDER_CONSENT } from '../../testing/order-consent';

/** Characters refused in any name that can reach a mail (packages/contracts/src/plain-text.ts). */
const CONTROLS: Array<[string, string]> = [
  ['CR LF', 'Ada\r\nBcc: everyone@example.com'],
  ['LF', 'Ada\nLovelace'],
  ['NUL', 'Ada\u0000'],
  ['DEL', 'Ada\u007f'],
  ['a C1 control', 'Ada\u0085'],
  ['a line separator', 'Ada\u2028'],
  ['the right-to-left override', 'Ada \u202etxt.exe'],
  ['a bidi isolate', '\u2067Ada\u2069'],
];

describe.each(testTargets())('names that reach a mail on $name', (target) => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>['agent'];
  let email: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    ({
      agent,
      account: { email },
    } = await signedInAgent(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(CONTROLS)('refuses an order whose customerName holds %s', async (_label, customerName) => {
    const res = await agent
      .post(ORDER_API.orders)
      .send({
        customerEmail: email,
        customerName,
        totalAmount: 10,
        items: [{ templateId: randomUUID(), quantity: 1 }],
        consent: ORDER_CONSENT,
      })
      .expect(400);
    expect(res.body).toEqual({ message: 'customerName cannot contain line breaks or control characters' });
  });

  it.each(CONTROLS)('refuses a payment link whose first or last name holds %s', async (_label, name) => {
    const form = { firstName: 'Ada', lastName: 'Lovelace', email, mobileNo: '+44 20 7946 0000', orderId: randomUUID() };
    const first = await agent
      .post(ORDER_API.paymentLink)
      .send({ ...form, firstName: name })
      .expect(400);
    expect(first.body).toEqual({ message: 'First name cannot contain line breaks or control characters' });
    const last = await agent
      .post(ORDER_API.paymentLink)
      .send({ ...form, lastName: name })
      .expect(400);
    expect(last.body).toEqual({ message: 'Last name cannot contain line breaks or control characters' });
  });
});
