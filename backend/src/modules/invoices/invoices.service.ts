import { Injectable } from '@nestjs/common';
import { centsToDecimal } from '@tm/contracts/catalog';
import { documentNumber, INVOICE_TEXTS, invoicePdfPath, type OrderDocument } from '@tm/contracts/invoices';
import { ClockService } from '../../common/clock';
import { SignedTokensService, TokenError } from '../../common/crypto/signed-tokens';
import { ApiError } from '../../common/http/api-error';
import { parseUuid } from '../../common/uuid';
import type { Step } from '../../database/atomic-steps';
import { readDate } from '../../database/sql-dialect';
import { uuidV7 } from '../../database/uuid-v7';
import { ShopSettingsService } from '../shop-settings';
import type { InvoiceEntity } from './entities/invoice.entity';
import { invoicePdf } from './invoice-pdf';
import {
  creditNoteSnapshot,
  invoiceSnapshot,
  lineAmounts,
  type InvoicedLine,
  type InvoicedOrder,
  type InvoiceSnapshot,
} from './invoice-snapshot';
import { InvoicesRepository } from './invoices.repository';

/** How long the confirmation mail's link to the invoice opens it without signing in. */
export const INVOICE_LINK_MS = 30 * 24 * 60 * 60_000;

/** Who asks for a PDF: the session's user, if any, and the mail link's token, if given. */
export interface InvoiceCaller {
  user?: { id: string; isAdmin: boolean };
  token?: unknown;
}

const notFound = () => new ApiError(404, INVOICE_TEXTS.notFound);

/**
 * PDFs drawn lately, by document id: a document never changes, so its PDF is drawn once while it is
 * asked for, not on every request (drawing one takes tens of milliseconds of this process's time).
 * A PDF is 5 to 30 KB, so this holds at most a few megabytes.
 */
const DRAWN_KEPT = 200;

export const numberOf = (row: Pick<InvoiceEntity, 'prefix' | 'year' | 'seq'>) =>
  documentNumber(row.prefix, Number(row.year), Number(row.seq));

/**
 * Invoices and credit notes (decision 085). An order's invoice is issued in the transaction that
 * completes it, a credit note in the one that records its refund: the caller runs the steps given
 * here last in its own batch, so a document exists exactly when its fact does and its number comes
 * from a gap-free sequence. A document is a snapshot; its PDF is drawn from it on each request.
 */
@Injectable()
export class InvoicesService {
  private readonly drawn = new Map<string, Uint8Array>();

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly shop: ShopSettingsService,
    private readonly tokens: SignedTokensService,
    private readonly clock: ClockService,
  ) {}

  /** The steps that issue the invoice of an order being completed at `paidAt` with these paid facts. */
  async invoiceSteps(order: InvoicedOrder, items: readonly InvoicedLine[], paidAt: Date, demo: boolean): Promise<Step[]> {
    const [shop, prefixes] = await Promise.all([this.shop.identity(), this.shop.documentPrefixes()]);
    const snapshot = invoiceSnapshot({ ...order, completedAt: paidAt }, items, shop, paidAt, demo);
    return this.invoices.issueSteps({
      id: uuidV7(paidAt.getTime()),
      kind: 'invoice',
      documentKey: `invoice:${order.id}`,
      prefix: prefixes.invoice,
      issuedAt: paidAt,
      orderId: order.id,
      refersToId: null,
      snapshot,
    });
  }

  /**
   * The steps that issue a credit note for a refund of `lines` (the whole rest of the order, or one
   * line) that gave back `grossCents`, or none when the order has no invoice (it was paid before the
   * shop issued them, decision 085). `key` names the refund once: `credit:<orderId>` or `credit:<lineId>`.
   * The tax treatment is the invoice's, whatever the order row says meanwhile.
   */
  async creditNoteSteps(
    orderId: string,
    lines: readonly InvoicedLine[],
    refund: { key: string; grossCents: number; wholeRest: boolean; reason: string },
    at: Date,
  ): Promise<Step[]> {
    if (refund.grossCents <= 0) return [];
    const invoice = await this.invoices.invoiceOf(orderId);
    if (!invoice) return [];
    const invoiced = JSON.parse(invoice.snapshot) as InvoiceSnapshot;
    const [shop, prefixes] = await Promise.all([this.shop.identity(), this.shop.documentPrefixes()]);
    const taxCents = refund.wholeRest
      ? // What is left of the order's tax: the invoice's less what earlier credit notes gave back.
        Number(invoice.taxCents) - (await this.invoices.creditedTaxCents(orderId))
      : lines.reduce((sum, line) => sum + lineAmounts(line, invoiced.taxBehavior).taxCents, 0);
    const snapshot = creditNoteSnapshot(
      invoiced,
      { number: numberOf(invoice), issuedAt: readDate(invoice.issuedAt).toISOString() },
      lines,
      { grossCents: refund.grossCents, taxCents: Math.min(Math.max(taxCents, 0), refund.grossCents) },
      refund.reason,
      shop,
      at,
    );
    return this.invoices.issueSteps({
      id: uuidV7(at.getTime()),
      kind: 'credit-note',
      documentKey: refund.key,
      prefix: prefixes.creditNote,
      issuedAt: at,
      orderId,
      refersToId: invoice.id,
      snapshot,
    });
  }

  /** The documents of each order, oldest first, as the Order DTO lists them. */
  async documentsOf(orderIds: readonly string[]): Promise<Map<string, OrderDocument[]>> {
    const byOrder = new Map<string, OrderDocument[]>();
    for (const row of await this.invoices.forOrders(orderIds)) {
      const list = byOrder.get(row.orderId) ?? [];
      list.push(this.toDocument(row));
      byOrder.set(row.orderId, list);
    }
    return byOrder;
  }

  /** The confirmation mail's link to the order's invoice (a signed path), or null when it has none. */
  async mailLink(order: { id: string; userId: string }): Promise<string | null> {
    const invoice = await this.invoices.invoiceOf(order.id);
    if (!invoice) return null;
    const token = this.tokens.sign(
      'invoice-link',
      { o: order.id, d: invoice.id, u: order.userId },
      new Date(this.clock.now().getTime() + INVOICE_LINK_MS),
    );
    return invoicePdfPath(order.id, invoice.id, { token });
  }

  /**
   * The PDF of one document of one order, for its buyer (signed in, or the mail link's token for that
   * very document) or an admin; 404 for anyone else, the same as for a document that does not exist.
   */
  async pdf(rawOrderId: unknown, rawDocumentId: unknown, caller: InvoiceCaller): Promise<{ filename: string; bytes: Uint8Array }> {
    const orderId = parseUuid(rawOrderId);
    const documentId = parseUuid(rawDocumentId);
    if (!orderId || !documentId) throw notFound();
    const found = await this.invoices.findWithBuyer(orderId, documentId);
    if (!found) throw notFound();
    const { row, userId } = found;
    const mayRead = caller.user && (caller.user.id === userId || caller.user.isAdmin);
    if (!mayRead && !this.tokenOpens(caller.token, row, userId)) throw notFound();
    const number = numberOf(row);
    return { filename: `${number}.pdf`, bytes: await this.draw(row, number) };
  }

  private async draw(row: InvoiceEntity, number: string): Promise<Uint8Array> {
    const kept = this.drawn.get(row.id);
    if (kept) return kept;
    const bytes = await invoicePdf(JSON.parse(row.snapshot) as InvoiceSnapshot, number);
    // The oldest entry goes first: a Map keeps insertion order.
    if (this.drawn.size >= DRAWN_KEPT) this.drawn.delete(this.drawn.keys().next().value!);
    this.drawn.set(row.id, bytes);
    return bytes;
  }

  private tokenOpens(token: unknown, row: InvoiceEntity, userId: string): boolean {
    if (token === undefined) return false;
    try {
      const claims = this.tokens.verify('invoice-link', token);
      return claims.o === row.orderId && claims.d === row.id && claims.u === userId;
    } catch (error) {
      if (error instanceof TokenError) return false;
      throw error;
    }
  }

  private toDocument(row: InvoiceEntity): OrderDocument {
    return {
      id: row.id,
      kind: row.kind,
      number: numberOf(row),
      issuedAt: readDate(row.issuedAt).toISOString(),
      grossAmount: centsToDecimal(Number(row.grossCents)),
      currency: row.currency,
      pdfUrl: invoicePdfPath(row.orderId, row.id),
    };
  }
}
