import { CART_API } from '@tm/contracts/cart';
import { ORDER_API } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import type { TestApp } from './create-test-app';
import { signedInAgent } from './fixtures';
import { ORDER_CONSENT } from './order-consent';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];

/** What the checkout form sends with the payment link. */
export const CHECKOUT_FORM = { firstName: 'Ada', lastName: 'Lovelace', mobileNo: '+44 20 7946 0000' };

/**
 * A new signed-in buyer who put these templates (one of each) in the cart, placed the order as the
 * checkout does (the boxes ticked) and asked for its payment link: the pending order and the link.
 */
export async function placedOrder(
  t: TestApp,
  lines: ReadonlyArray<{ templateId: string; priceCents: number }>,
  form: { firstName: string; lastName: string; mobileNo: string } = CHECKOUT_FORM,
): Promise<{ agent: Agent; email: string; password: string; userId: string; order: Order; paymentLink: string }> {
  const { agent, account } = await signedInAgent(t);
  const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
  for (const line of lines) await agent.post(CART_API.cart).send({ templateId: line.templateId, quantity: 1 }).expect(200);
  const totalAmount = lines.reduce((sum, line) => sum + line.priceCents, 0) / 100;
  const items = lines.map((line) => ({ templateId: line.templateId, quantity: 1 }));
  const order = (
    await agent
      .post(ORDER_API.orders)
      .send({ customerEmail: account.email, customerName: 'Ada Lovelace', totalAmount, items, userId: me.id, consent: ORDER_CONSENT })
      .expect(201)
  ).body as Order;
  const link = await agent
    .post(ORDER_API.paymentLink)
    .send({ ...form, email: account.email, orderId: order.id })
    .expect(200);
  return {
    agent,
    email: account.email,
    password: account.password,
    userId: me.id,
    order,
    paymentLink: (link.body as { paymentLink: string }).paymentLink,
  };
}
