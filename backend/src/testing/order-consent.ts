import type { OrderConsent } from '@tm/contracts/orders.schemas';

/**
 * Every checkout box ticked (decision 082): what a test, a browser spec's set-up or a benchmark sends with
 * an order it places through POST /api/orders. The server needs only the boxes the order's contents call
 * for and keeps no record of the others.
 */
export const ORDER_CONSENT = { terms: true, immediateDelivery: true, serviceStart: true } as const satisfies OrderConsent;
