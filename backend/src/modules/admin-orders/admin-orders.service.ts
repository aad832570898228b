import { Injectable } from '@nestjs/common';
import {
  ADMIN_ORDERS_LIMITS,
  ADMIN_ORDERS_TEXTS,
  stripeDashboardUrl,
  type AdminOrderDetail,
  type AdminOrderMail,
  type AdminOrderProvider,
  type AdminOrdersPage,
} from '@tm/contracts/admin-orders';
import type { AdminOrdersQuery } from '@tm/contracts/admin-orders.schemas';
import { centsToDecimal } from '@tm/contracts/catalog';
import { shortOrderId, type OrderStatus } from '@tm/contracts/orders';
import { ApiError } from '../../common/http/api-error';
import { parseUuid } from '../../common/uuid';
import { isoDateOrNull, readDate } from '../../database/sql-dialect';
import { ShortLivedCounts } from '../admin';
import { InvoicesService } from '../invoices';
import { AdminOrderDetailRepository, type DetailMailRow } from './admin-order-detail.repository';
import { AdminOrdersRepository } from './admin-orders.repository';

const iso = (value: Date | string) => readDate(value).toISOString();
const notFound = () => new ApiError(404, ADMIN_ORDERS_TEXTS.notFound);

export const toAdminOrderMail = (row: DetailMailRow): AdminOrderMail => ({
  id: row.id,
  kind: row.kind,
  to: row.to,
  subject: row.subject,
  status: row.status,
  attempts: Number(row.attempts),
  createdAt: iso(row.createdAt),
  sentAt: isoDateOrNull(row.sentAt),
});

/** The orders desk (decision 088): the table's pages and one order's page, read-only. */
@Injectable()
export class AdminOrdersService {
  /** Totals reused for a few seconds (decision 031): paging through one search counts it once. */
  private readonly counts = new ShortLivedCounts();

  constructor(
    private readonly list: AdminOrdersRepository,
    private readonly detail: AdminOrderDetailRepository,
    private readonly invoices: InvoicesService,
  ) {}

  async page(query: AdminOrdersQuery): Promise<AdminOrdersPage> {
    const { page, pageSize, ...filters } = query;
    const cap = ADMIN_ORDERS_LIMITS.maxOffset;
    const [rows, counted] = await Promise.all([
      this.list.page(filters, (page - 1) * pageSize, pageSize),
      this.counts.get(JSON.stringify(filters), () => this.list.countUpTo(filters, cap)),
    ]);
    return {
      orders: rows.map((row) => ({
        id: row.id,
        orderNumber: row.orderNumber ?? shortOrderId(row.id),
        status: row.status as OrderStatus,
        partlyRefunded: row.status === 'completed' && Number(row.refundedLines) > 0,
        disputed: row.disputedAt !== null,
        totalAmount: centsToDecimal(Number(row.totalCents)),
        customerEmail: row.customerEmail,
        customerName: row.customerName,
        userId: row.userId,
        provider: (row.provider as AdminOrderProvider | null) ?? null,
        itemCount: Number(row.itemCount),
        createdAt: iso(row.createdAt),
      })),
      page,
      pageSize,
      total: Math.min(counted, cap),
      totalCapped: counted > cap,
    };
  }

  async order(rawId: string): Promise<AdminOrderDetail> {
    const id = parseUuid(rawId);
    if (!id) throw notFound();
    const order = await this.detail.order(id);
    if (!order) throw notFound();
    const [account, lines, payments, documents, mails, downloads, audit] = await Promise.all([
      this.detail.account(order.userId),
      this.detail.lines(id),
      this.detail.payments(id),
      this.invoices.documentsOf([id]),
      this.detail.mails(id),
      this.detail.downloads(id),
      this.detail.audit(id),
    ]);
    return {
      id,
      orderNumber: order.orderNumber ?? shortOrderId(id),
      status: order.status as OrderStatus,
      partlyRefunded: order.status === 'completed' && lines.some((line) => line.refundedAt !== null),
      createdAt: iso(order.createdAt),
      completedAt: isoDateOrNull(order.completedAt),
      refundedAt: isoDateOrNull(order.refundedAt),
      refundReason: order.refundReason,
      disputedAt: isoDateOrNull(order.disputedAt),
      totalAmount: centsToDecimal(Number(order.totalCents)),
      paidAmount: order.paidCents === null ? null : centsToDecimal(Number(order.paidCents)),
      taxAmount: centsToDecimal(Number(order.taxCents)),
      currency: order.currency,
      taxBehavior: order.taxBehavior,
      reverseCharge: Boolean(Number(order.reverseCharge)),
      buyer: {
        userId: order.userId,
        username: account?.username ?? null,
        email: order.customerEmail,
        accountEmail: account?.email ?? null,
        name: order.customerName,
        phone: order.customerPhone,
        country: order.buyerCountry,
        taxId: order.buyerTaxId,
      },
      consent: {
        termsVersion: order.termsVersion,
        immediateDeliveryVersion: order.immediateDeliveryVersion,
        serviceStartVersion: order.serviceStartVersion,
        consentedAt: isoDateOrNull(order.consentedAt),
      },
      lines: lines.map((line) => ({
        id: line.id,
        templateId: line.templateId,
        templateName: line.templateName,
        templateSlug: line.templateSlug,
        quantity: Number(line.quantity),
        price: centsToDecimal(Number(line.priceCents)),
        tax: centsToDecimal(Number(line.taxCents)),
        taxRateBps: line.taxRateBps === null ? null : Number(line.taxRateBps),
        // What the line's refund gives back (OrderRefundsRepository's LINE_PAID: decisions 081, 090).
        paid: centsToDecimal(
          Number(line.priceCents) * Number(line.quantity) -
            Number(line.discountCents ?? 0) +
            (order.taxBehavior === 'exclusive' ? Number(line.taxCents) : 0),
        ),
        refundedAt: isoDateOrNull(line.refundedAt),
      })),
      payments: payments.map((payment) => ({
        id: payment.id,
        provider: payment.provider,
        status: payment.status,
        amount: centsToDecimal(Number(payment.amountCents)),
        refundedAmount: centsToDecimal(Number(payment.refundedCents)),
        providerRef: payment.providerRef,
        providerPaymentId: payment.providerPaymentId,
        dashboardUrl: payment.provider === 'stripe' && payment.providerPaymentId ? stripeDashboardUrl(payment.providerPaymentId) : null,
        createdAt: iso(payment.createdAt),
        completedAt: isoDateOrNull(payment.completedAt),
      })),
      documents: documents.get(id) ?? [],
      mails: mails.map(toAdminOrderMail),
      downloads: downloads.map((row) => ({
        id: row.id,
        at: iso(row.createdAt),
        orderItemId: row.orderItemId,
        itemName: row.templateName,
        via: row.via,
      })),
      audit: audit.map((row) => ({ id: row.id, at: iso(row.createdAt), adminName: row.adminName, action: row.action, detail: row.detail })),
    };
  }
}
