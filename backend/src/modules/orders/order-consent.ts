import { CONSENT_KEYS, LEGAL_TEXTS, legalTextAt, requiredConsents, type ConsentKey, type OrderContents } from '@tm/contracts/legal-texts';
import { PAGES } from '@tm/contracts/routes';
import type { OrderEntity } from '../order-records/entities/order.entity';
import type { OrderConsentRecord } from './orders.repository';

/**
 * What an order keeps of its checkout boxes (decision 082): the version of each text it needed, which the
 * order call's validation made sure was ticked, and when; null for a text it did not need.
 */
export function consentRecordOf(contents: OrderContents, consentedAt: Date): OrderConsentRecord {
  const needed = new Set(requiredConsents(contents));
  const versionOf = (key: ConsentKey) => (needed.has(key) ? LEGAL_TEXTS[key].version : null);
  return {
    termsVersion: versionOf('terms'),
    immediateDeliveryVersion: versionOf('immediateDelivery'),
    serviceStartVersion: versionOf('serviceStart'),
    consentedAt,
  };
}

const versionIn = (order: OrderConsentRecord, key: ConsentKey): string | null =>
  key === 'terms' ? order.termsVersion : key === 'immediateDelivery' ? order.immediateDeliveryVersion : order.serviceStartVersion;

/**
 * The confirmation mail's restatement of what the buyer agreed to, word for word and by version: the
 * confirmation on a durable medium the law asks for (decision 082). Empty for an order placed before the
 * checkout had its boxes.
 */
export function consentMailLines(order: Pick<OrderEntity, keyof OrderConsentRecord>, url: (path: string) => string): string[] {
  if (!order.consentedAt) return [];
  const agreed = CONSENT_KEYS.flatMap((key) => {
    const version = versionIn(order, key);
    if (version === null) return [];
    const text = legalTextAt(key, version);
    const where = key === 'terms' ? `: ${url(PAGES.terms)}` : '';
    return [`- ${text ? `"${text.wording}"` : LEGAL_TEXTS[key].title} (${LEGAL_TEXTS[key].title}, version ${version}${where})`];
  });
  const at = `${order.consentedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return [
    `When you placed this order (${at}) you agreed to:`,
    ...agreed,
    `Your right of withdrawal and our refunds: ${url(PAGES.refundPolicy)}`,
  ];
}
