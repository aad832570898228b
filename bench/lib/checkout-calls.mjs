// The storefront's checkout calls as benchmarks make them: each timed under its name in a round's
// `timings` (call name → ms[]), and the order and payment-link bodies the storefront sends.
import { randomUUID } from 'node:crypto';
import { request } from './http-client.mjs';
import { loadTestingModule } from './testing-module.mjs';

/** Every checkout box ticked (decision 082), as the tests send it: backend/src/testing/order-consent.ts. */
export const { ORDER_CONSENT } = loadTestingModule('order-consent.ts');

/** Adds one latency (ms) to the round's list for `name`. */
export function record(round, name, ms) {
  if (!round.timings.has(name)) round.timings.set(name, []);
  round.timings.get(name).push(ms);
}

/** One call, timed; its parsed body, with `ms` and the provider's time the shop reported (Server-Timing). */
export async function timedCall(round, name, method, url, options) {
  const started = performance.now();
  const res = await request(method, url, options);
  const ms = performance.now() - started;
  record(round, name, ms);
  if (res.status < 200 || res.status >= 300) throw new Error(`${name}: ${res.status} ${res.text.slice(0, 200)}`);
  const providerMs = Number(/provider;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''))?.[1] ?? 0);
  return { body: res.text ? JSON.parse(res.text) : null, ms, providerMs };
}

/** timedCall's parsed body alone. */
export const call = async (...args) => (await timedCall(...args)).body;

/** The options of POST /api/orders for everything in `cart` (GET /api/cart's lines), with a fresh idempotency key. */
export function orderRequest(headers, user, cart) {
  const totalAmount = cart.reduce((sum, line) => sum + Number(line.template.price) * line.quantity, 0);
  return {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    json: {
      customerEmail: user.email,
      customerName: `${user.firstName} ${user.lastName}`,
      totalAmount: Math.round(totalAmount * 100) / 100,
      items: cart.map((line) => ({
        templateId: line.templateId,
        templateName: line.template.name,
        price: line.template.price,
        quantity: line.quantity,
      })),
      userId: user.id,
      consent: ORDER_CONSENT,
    },
  };
}

/** The options of POST /api/payment-link for the order `orderId`, in the user's name. */
export function paymentLinkRequest(headers, user, orderId) {
  return { headers, json: { firstName: user.firstName, lastName: user.lastName, email: user.email, mobileNo: '5550100200', orderId } };
}
