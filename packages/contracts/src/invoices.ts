// Zod-free at run time: the dashboard, the back office and the server import these.

/** Invoices and credit notes (decision 085). */
export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_API = {
  /**
   * GET → application/pdf: one invoice or credit note of the order, for its buyer (signed in, or with
   * the confirmation mail's `token`) and for admins; 404 for anyone else and for a document of another order.
   */
  pdf: '/api/orders/:orderId/documents/:documentId/pdf',
} as const;

export const invoicePdfPath = (orderId: string, documentId: string, query: { token?: string } = {}) => {
  const path = INVOICE_API.pdf.replace(':orderId', encodeURIComponent(orderId)).replace(':documentId', encodeURIComponent(documentId));
  return query.token ? `${path}?token=${encodeURIComponent(query.token)}` : path;
};

/** Prefixes as the owner may set them: letters, digits and dashes, up to 12 (decision 085). */
export const DOCUMENT_PREFIX_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,11}$/;
export const DOCUMENT_PREFIX_DEFAULTS: Record<InvoiceKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/** How many digits a document's place in its year's sequence is written with. */
const SEQ_DIGITS = 6;

/** A document's number: its prefix, year and place in that year's sequence (`INV-2026-000001`). */
export function documentNumber(prefix: string, year: number, seq: number): string {
  return `${prefix}-${year}-${String(seq).padStart(SEQ_DIGITS, '0')}`;
}

export const INVOICE_TEXTS = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  download: (kind: InvoiceKind, number: string) => `${kind === 'invoice' ? 'Invoice' : 'Credit note'} ${number} (PDF)`,
  notFound: 'Invoice not found',
  noTax: 'No tax was charged on this sale.',
  demoNoTax: 'No tax is charged in the demo store.',
  reverseCharge: 'Reverse charge: the customer accounts for the VAT (Article 196, Council Directive 2006/112/EC).',
  inclusive: 'Prices include tax.',
  exclusive: 'Tax was added to the prices.',
} as const;

/** One document of an order as the dashboard and the back office list it (the Order DTO's `documents`). */
export interface OrderDocument {
  id: string;
  kind: InvoiceKind;
  /** `INV-2026-000001` */
  number: string;
  issuedAt: string;
  /** Gross, as a decimal string like every amount of the API; a credit note's is what it gives back. */
  grossAmount: string;
  currency: string;
  /** Where its PDF is (for the signed-in buyer or an admin). */
  pdfUrl: string;
}
