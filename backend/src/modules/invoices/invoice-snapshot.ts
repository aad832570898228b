import { lineLicenceLabel } from '@tm/contracts/licences';
import { isCustomBuildItem, shortOrderId } from '@tm/contracts/orders';
import { addressLines, type ShopIdentity } from '@tm/contracts/shop-settings';
import type { InvoiceKind } from '@tm/contracts/invoices';

/** One line of a document: what was sold (or given back), with its net, tax and gross in cents. */
export interface SnapshotLine {
  description: string;
  quantity: number;
  netCents: number;
  /** Basis points (2000 = 20%); null when the provider gave no rate (no tax, or none per line). */
  taxRateBps: number | null;
  taxCents: number;
  grossCents: number;
}

/**
 * Everything an invoice or credit note says, as it was when issued (decision 085): the PDF is drawn
 * from this alone, so a later change of the shop's settings, the buyer's account or the order changes
 * no issued document. Its number is kept beside it (prefix, year, place in the sequence).
 */
export interface InvoiceSnapshot {
  version: 1;
  kind: InvoiceKind;
  issuedAt: string;
  orderNumber: string;
  /** When the order was paid (the supply date of a download). */
  paidAt: string;
  seller: {
    shopName: string;
    legalName: string | null;
    addressLines: string[];
    companyNumber: string | null;
    vatNumber: string | null;
    supportEmail: string;
  };
  /** No email address: an invoice needs none, and it outlives a deleted account (decision 086). */
  buyer: { name: string; country: string | null; taxId: string | null };
  currency: string;
  /** How the prices were charged: tax added ('exclusive'), inside them ('inclusive'); null: no tax was charged. */
  taxBehavior: 'inclusive' | 'exclusive' | null;
  reverseCharge: boolean;
  /** Paid through the simulated gateway: the demo store, where no money moves and no tax is charged. */
  demo: boolean;
  lines: SnapshotLine[];
  /** A discount the provider applied to the order, gross. */
  discountCents: number;
  totals: { netCents: number; taxCents: number; grossCents: number };
  /** A credit note's invoice and why it was issued. */
  refersTo?: { number: string; issuedAt: string };
  reason?: string;
}

/** What a document needs of an order: the facts the provider reported when it was paid (decision 081). */
export interface InvoicedOrder {
  id: string;
  customerName: string;
  completedAt: Date | null;
  totalCents: number;
  paidCents: number | null;
  taxCents: number;
  discountCents: number;
  currency: string | null;
  taxBehavior: 'inclusive' | 'exclusive' | null;
  buyerCountry: string | null;
  buyerTaxId: string | null;
  reverseCharge: boolean | number;
}

export interface InvoicedLine {
  id: string;
  templateName: string;
  quantity: number;
  priceCents: number;
  taxCents: number;
  taxRateBps: number | null;
  /** The line's share of a discount code (decision 090): a credit note of it gives that much less back. */
  discountCents?: number;
  /** The licence bought (decision 091): the line's description names it. */
  licence?: string;
  licenceUpgrade?: boolean | number;
  templateSlug?: string;
}

/** "Aurora — Extended licence" (decision 091); a custom build, and a line from before licences, by its name alone. */
function lineDescription(line: InvoicedLine): string {
  if (
    line.licence === undefined ||
    (line.templateSlug !== undefined && isCustomBuildItem({ slug: line.templateSlug, name: line.templateName }))
  )
    return line.templateName;
  const upgrade = Boolean(Number(line.licenceUpgrade ?? 0));
  return `${line.templateName} — ${lineLicenceLabel(line.licence === 'extended' ? 'extended' : 'regular', upgrade)}`;
}

/**
 * A line's net, tax and gross: the price entered is the gross when prices include tax, the net when
 * tax was added, and both when none was charged.
 */
export function lineAmounts(line: InvoicedLine, taxBehavior: InvoicedOrder['taxBehavior']): SnapshotLine {
  const price = Number(line.priceCents) * Number(line.quantity);
  const tax = taxBehavior === null ? 0 : Number(line.taxCents);
  const netCents = taxBehavior === 'inclusive' ? price - tax : price;
  return {
    description: lineDescription(line),
    quantity: Number(line.quantity),
    netCents,
    taxRateBps: taxBehavior === null || line.taxRateBps === null ? null : Number(line.taxRateBps),
    taxCents: tax,
    grossCents: netCents + tax,
  };
}

function seller(shop: ShopIdentity): InvoiceSnapshot['seller'] {
  return {
    shopName: shop.shopName,
    legalName: shop.legalName,
    addressLines: addressLines(shop.postalAddress),
    companyNumber: shop.companyNumber,
    vatNumber: shop.vatNumber,
    supportEmail: shop.supportEmail,
  };
}

function base(order: InvoicedOrder, shop: ShopIdentity, issuedAt: Date, demo: boolean) {
  return {
    version: 1 as const,
    issuedAt: issuedAt.toISOString(),
    orderNumber: shortOrderId(order.id),
    paidAt: (order.completedAt ?? issuedAt).toISOString(),
    seller: seller(shop),
    buyer: { name: order.customerName, country: order.buyerCountry, taxId: order.buyerTaxId },
    currency: order.currency ?? shop.currency,
    taxBehavior: order.taxBehavior,
    reverseCharge: Boolean(Number(order.reverseCharge)),
    demo,
  };
}

/**
 * The invoice of a paid order: one line per item, and the totals the provider charged (what was paid,
 * the tax in it). The lines' taxes are the provider's per line; where it gave none, the order's tax
 * stands alone in the totals.
 */
export function invoiceSnapshot(
  order: InvoicedOrder,
  items: readonly InvoicedLine[],
  shop: ShopIdentity,
  issuedAt: Date,
  demo: boolean,
): InvoiceSnapshot {
  const grossCents = order.paidCents ?? order.totalCents;
  const taxCents = order.taxBehavior === null ? 0 : order.taxCents;
  return {
    ...base(order, shop, issuedAt, demo),
    kind: 'invoice',
    lines: items.map((item) => lineAmounts(item, order.taxBehavior)),
    discountCents: order.discountCents,
    totals: { netCents: grossCents - taxCents, taxCents, grossCents },
  };
}

/**
 * A credit note of an invoice: the lines given back and what went back. `grossCents` is what the
 * refund returned, `taxCents` the tax in it. The buyer, currency and tax treatment are the invoice's;
 * the seller is the shop as it is now.
 */
export function creditNoteSnapshot(
  invoice: InvoiceSnapshot,
  invoiceRef: { number: string; issuedAt: string },
  lines: readonly InvoicedLine[],
  amounts: { grossCents: number; taxCents: number },
  reason: string,
  shop: ShopIdentity,
  issuedAt: Date,
): InvoiceSnapshot {
  return {
    version: 1,
    kind: 'credit-note',
    issuedAt: issuedAt.toISOString(),
    orderNumber: invoice.orderNumber,
    paidAt: invoice.paidAt,
    seller: seller(shop),
    buyer: invoice.buyer,
    currency: invoice.currency,
    taxBehavior: invoice.taxBehavior,
    reverseCharge: invoice.reverseCharge,
    demo: invoice.demo,
    lines: lines.map((line) => lineAmounts(line, invoice.taxBehavior)),
    // The lines are drawn at their prices; the discount-code shares they were paid less come off as one row (decision 090).
    discountCents: lines.reduce((sum, line) => sum + Number(line.discountCents ?? 0), 0),
    totals: { netCents: amounts.grossCents - amounts.taxCents, taxCents: amounts.taxCents, grossCents: amounts.grossCents },
    refersTo: invoiceRef,
    reason,
  };
}
