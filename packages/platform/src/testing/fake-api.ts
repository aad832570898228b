import type { CartItem } from '@tm/contracts/cart.schemas';
import type { User } from '@tm/contracts/auth';

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Replaces fetch with handlers keyed 'METHOD /path' (the query string is matched when the key has one).
 * Returns the calls made, in order. A call with no handler fails the test.
 */
export function fakeApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit & { body?: string | null } = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url}`] ?? routes[`${call.method} ${url.split('?')[0]}`];
    if (!handler) throw new Error(`unexpected call ${call.method} ${url}`);
    return handler(call);
  }) as typeof fetch;
  return calls;
}

export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

export const noContent = () => new Response(null, { status: 204 });

export const customer: User = {
  id: 'u1',
  email: 'shopper@example.com',
  username: 'shopper',
  firstName: 'Sam',
  lastName: 'Shopper',
  profileImageUrl: null,
  isAdmin: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const admin: User = { ...customer, id: 'a1', username: 'admin', isAdmin: true };

export function cartItem(templateId: string, quantity = 1, userId = customer.id): CartItem {
  return { id: `item-${templateId}`, templateId, userId, quantity, addedAt: '2025-01-01T00:00:00.000Z', priceWhenAdded: null };
}
