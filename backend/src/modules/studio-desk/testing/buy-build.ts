import { CUSTOM_BUILD_API } from '@tm/contracts/custom-build';
import type { ChatMessage, CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import { CustomBuildSummarySchema } from '@tm/contracts/custom-build.schemas';
import { completeOrderPath, ORDER_API } from '@tm/contracts/orders';
import { OrderSchema } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import type { TestApp } from '../../../testing/create-test-app';
import { signedInAgent, uniqueIp, waitFor } from '../../../testing/fixtures';
import { ORDER_CONSENT } from '../../../testing/order-consent';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];
export interface Buyer {
  agent: Agent;
  email: string;
  userId: string;
}

const FORM = { firstName: 'Ada', lastName: 'Lovelace', mobileNo: '+44 20 7946 0000' };

export async function newBuyer(t: TestApp): Promise<Buyer> {
  const { agent, account } = await signedInAgent(t);
  const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
  return { agent, email: account.email, userId: me.id };
}

/**
 * A custom build bought as the storefront buys one (custom-build.api.spec.ts): the summary generated
 * with its chat, put in the cart, ordered at the stored price and paid; resolves once its first version
 * is ready, with the order line's id (the build's id on the desk).
 */
export async function buyBuild(
  t: TestApp,
  buyer: Buyer,
  requirements: CustomBuildRequirements,
  conversationHistory: ChatMessage[] = [],
): Promise<{ orderItemId: string; orderId: string }> {
  const summary = CustomBuildSummarySchema.parse(
    (
      await buyer.agent
        .post(CUSTOM_BUILD_API.generateSummary)
        .set('X-Forwarded-For', uniqueIp())
        .send({ requirements, conversationHistory })
        .expect(200)
    ).body,
  );
  await buyer.agent.post(CUSTOM_BUILD_API.addToCart).send({ summary, sessionId: null }).expect(200);
  const [{ priceCents }] = (await t.dataSource.query('SELECT priceCents FROM custom_build_summaries WHERE id = ?', [summary.id])) as Array<{
    priceCents: number;
  }>;
  const order = OrderSchema.parse(
    (
      await buyer.agent
        .post(ORDER_API.orders)
        .send({
          customerEmail: buyer.email,
          customerName: 'Ada Lovelace',
          totalAmount: priceCents / 100,
          items: [],
          customBuildId: summary.id,
          consent: ORDER_CONSENT,
        })
        .expect(201)
    ).body,
  );
  const link = (
    await buyer.agent
      .post(ORDER_API.paymentLink)
      .send({ ...FORM, email: buyer.email, orderId: order.id })
      .expect(200)
  ).body as { paymentLink: string };
  const session = new URL(link.paymentLink, 'http://x').searchParams.get('session')!;
  const paid = OrderSchema.parse((await buyer.agent.patch(completeOrderPath(order.id)).send({ session }).expect(200)).body);
  const orderItemId = paid.items[0]!.id;
  await waitFor(
    async () =>
      (
        (await t.dataSource.query('SELECT stage FROM custom_build_deliveries WHERE orderItemId = ?', [orderItemId])) as Array<{
          stage: string;
        }>
      )[0]?.stage === 'first-version-sent',
    { timeoutMs: 60_000, what: 'the first version' },
  );
  return { orderItemId, orderId: order.id };
}
