import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import type { TemplateSummary } from './catalog';
import { ORDER_CONSENT } from '../../backend/src/testing/order-consent';

export const CUSTOMER_PASSWORD = 'Lantern-Orbit-47';
export const CUSTOMER_PHONE = '+44 20 7946 0000';
let accounts = 0;

export interface Customer {
  id: string;
  username: string;
  email: string;
}

/** A new customer, signed in on the page's context (its API calls share the cookies). */
export async function signUpCustomer(
  page: Page,
  baseUrl: string,
  options: { prefix?: string; email?: (username: string) => string } = {},
): Promise<Customer> {
  accounts += 1;
  const username = `${options.prefix ?? 'buyer'}_${accounts}_${Date.now().toString(36)}`;
  const email = options.email ? options.email(username) : `${username}@example.com`;
  const response = await page.request.post(`${baseUrl}/api/auth/signup`, {
    data: { username, email, password: CUSTOMER_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    headers: { Origin: baseUrl },
  });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { user: { id: string } }).user.id, username, email };
}

/**
 * An order of `items` placed through the API as the checkout places it: pending, with its payment link
 * asked for (the phone stored) unless `paymentLink` is false, and paid when `pay` is set.
 */
export async function placeOrder(
  request: APIRequestContext,
  baseUrl: string,
  customer: Customer,
  items: TemplateSummary[],
  options: { paymentLink?: boolean; pay?: boolean } = {},
): Promise<string> {
  const headers = { Origin: baseUrl };
  for (const item of items) {
    expect(
      (await request.post(`${baseUrl}/api/cart`, { data: { templateId: item.id, userId: customer.id, quantity: 1 }, headers })).ok(),
    ).toBe(true);
  }
  const created = await request.post(`${baseUrl}/api/orders`, {
    data: {
      customerEmail: customer.email,
      customerName: 'Ada Lovelace',
      totalAmount: items.reduce((sum, item) => sum + Number(item.price), 0),
      items: items.map((item) => ({ templateId: item.id, quantity: 1 })),
      userId: customer.id,
      consent: ORDER_CONSENT,
    },
    headers: { ...headers, 'Idempotency-Key': `e2e-order-${Math.random()}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const orderId = ((await created.json()) as { id: string }).id;
  if (options.paymentLink === false) return orderId;
  const link = await request.post(`${baseUrl}/api/payment-link`, {
    data: { firstName: 'Ada', lastName: 'Lovelace', email: customer.email, mobileNo: CUSTOMER_PHONE, orderId },
    headers,
  });
  expect(link.ok()).toBe(true);
  if (options.pay) {
    const session = new URL(((await link.json()) as { paymentLink: string }).paymentLink, baseUrl).searchParams.get('session');
    expect((await request.patch(`${baseUrl}/api/orders/${orderId}/complete`, { data: { session }, headers })).ok()).toBe(true);
  }
  return orderId;
}
