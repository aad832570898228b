// The back office's orders desk (decision 088): paths, limits, texts and the answers' types. zod-free at run
// time; the query's schema is in admin-orders.schemas.ts.
import type { OrderDocument } from './invoices';
import type { OrderStatus } from './orders';

export const ADMIN_ORDERS_API = {
  /** GET ?page&pageSize&search&status&provider&from&to&templateId → AdminOrdersPage. */
  orders: '/api/admin/orders',
  /** GET → AdminOrderDetail; 404 for an unknown id. */
  order: '/api/admin/orders/:id',
  /** POST {} → ResendConfirmationResponse: owes the confirmation mail again (completed orders only, once a minute). */
  resendConfirmation: '/api/admin/orders/:id/resend-confirmation',
  /**
   * POST { reason } → RefundLineResponse: gives back what one line of a completed order was paid, once
   * (404 for a line of another order, 409 when refunded already or the order is not completed).
   */
  refundLine: '/api/admin/orders/:id/lines/:lineId/refund',
} as const;

export const ADMIN_ORDERS_LIMITS = {
  pageSize: 20,
  maxPageSize: 100,
  maxSearch: 100,
  /**
   * Rows a page may start after (bounded offset paging): deeper than this, narrow the search. The
   * total is counted up to this many too, so neither a page nor its count walks a million rows.
   */
  maxOffset: 10_000,
  /** One resend of an order's confirmation per this many seconds. */
  resendIntervalSeconds: 60,
} as const;

/** The statuses an order has, and the two states the desk filters by beside them. */
export const ADMIN_ORDER_FILTERS = ['pending', 'completed', 'partly-refunded', 'disputed', 'cancelled', 'refunded', 'expired'] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

export const ADMIN_ORDER_PROVIDERS = ['simulated', 'stripe'] as const;
export type AdminOrderProvider = (typeof ADMIN_ORDER_PROVIDERS)[number];

export const ADMIN_ORDER_FILTER_LABELS: Record<AdminOrderFilter, string> = {
  pending: 'Pending',
  completed: 'Completed',
  'partly-refunded': 'Partly refunded',
  disputed: 'Disputed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
};

export const ADMIN_ORDER_PROVIDER_LABELS: Record<AdminOrderProvider, string> = { simulated: 'Simulated', stripe: 'Stripe' };

export const ADMIN_ORDERS_TEXTS = {
  tab: 'Orders',
  title: 'Orders',
  searchLabel: 'Search orders',
  searchPlaceholder: 'Order number, buyer email or name',
  statusLabel: 'Status',
  providerLabel: 'Provider',
  dateLabel: 'Placed between',
  templateLabel: 'Template',
  templatePlaceholder: 'Any template: type a name',
  loadFailed: 'Failed to load orders',
  orderLoadFailed: 'Failed to load the order',
  notFound: 'Order not found',
  empty: 'No orders match.',
  /** Shown beside a total counted only up to ADMIN_ORDERS_LIMITS.maxOffset. */
  manyMore: (n: number) => `More than ${n.toLocaleString('en-US')} orders: narrow the search to see older ones`,
  tooDeep: `page × pageSize must stay within the first ${ADMIN_ORDERS_LIMITS.maxOffset.toLocaleString('en-US')} orders: narrow the search or the dates`,
  resend: 'Resend confirmation',
  resent: 'Confirmation owed again: it goes out within a minute',
  resendOnlyCompleted: 'Only a completed order’s confirmation can be sent again',
  resendTooSoon: `The confirmation of this order was just sent again: wait a minute`,
  fromAfterTo: 'from must not be after to',
  lineNotFound: 'This order has no such line',
  lineAlreadyRefunded: 'This line has already been refunded',
  refundLine: 'Refund line',
  lineRefundFailedTitle: 'Line refund failed',
  lineRefundedTitle: 'Line refunded',
} as const;

/** Stripe's dashboard page of a PaymentIntent. */
export const stripeDashboardUrl = (paymentIntentId: string) =>
  `https://dashboard.stripe.com/payments/${encodeURIComponent(paymentIntentId)}`;

/** One row of the orders table. Money as "12.34". */
export interface AdminOrderRow {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  /** A completed order with a refunded line (decision 042). */
  partlyRefunded: boolean;
  disputed: boolean;
  totalAmount: string;
  customerEmail: string;
  customerName: string;
  userId: string;
  provider: AdminOrderProvider | null;
  itemCount: number;
  createdAt: string;
}

export interface AdminOrdersPage {
  orders: AdminOrderRow[];
  page: number;
  pageSize: number;
  /** Counted up to ADMIN_ORDERS_LIMITS.maxOffset (and reused for a few seconds); `totalCapped` when there are more. */
  total: number;
  totalCapped: boolean;
}

export interface AdminOrderLine {
  id: string;
  templateId: string;
  templateName: string;
  templateSlug: string;
  quantity: number;
  price: string;
  tax: string;
  taxRateBps: number | null;
  /** What the buyer paid for the line (its price, and its tax when added to it): what its refund gives back. */
  paid: string;
  refundedAt: string | null;
}

export interface AdminOrderPayment {
  id: string;
  provider: string;
  status: string;
  amount: string;
  refundedAmount: string;
  providerRef: string | null;
  providerPaymentId: string | null;
  /** Stripe's dashboard page of the payment; null for the demo gateway or before it is paid. */
  dashboardUrl: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** A mail the order owed (the outbox row, never its text). */
export interface AdminOrderMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}

export interface AdminOrderDownload {
  id: string;
  at: string;
  /** The line downloaded; null for the whole order's ZIP. */
  orderItemId: string | null;
  itemName: string | null;
  via: string;
}

export interface AdminOrderAuditEntry {
  id: string;
  at: string;
  adminName: string;
  action: string;
  detail: string | null;
}

export interface AdminOrderDetail {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  partlyRefunded: boolean;
  createdAt: string;
  completedAt: string | null;
  refundedAt: string | null;
  refundReason: string | null;
  disputedAt: string | null;
  totalAmount: string;
  paidAmount: string | null;
  taxAmount: string;
  currency: string | null;
  taxBehavior: 'inclusive' | 'exclusive' | null;
  reverseCharge: boolean;
  buyer: {
    userId: string;
    username: string | null;
    email: string;
    accountEmail: string | null;
    name: string;
    phone: string | null;
    country: string | null;
    taxId: string | null;
  };
  consent: {
    termsVersion: string | null;
    immediateDeliveryVersion: string | null;
    serviceStartVersion: string | null;
    consentedAt: string | null;
  };
  lines: AdminOrderLine[];
  payments: AdminOrderPayment[];
  documents: OrderDocument[];
  mails: AdminOrderMail[];
  downloads: AdminOrderDownload[];
  audit: AdminOrderAuditEntry[];
}

export interface ResendConfirmationResponse {
  message: string;
  mail: AdminOrderMail;
}

/** POST refundLine's answer: what was done, and the order as it is now. */
export interface RefundLineResponse {
  message: string;
  order: AdminOrderDetail;
}

/** The refundLine path of one line of an order. */
export const adminOrderLinePath = (orderId: string, lineId: string) =>
  ADMIN_ORDERS_API.refundLine.replace(':id', encodeURIComponent(orderId)).replace(':lineId', encodeURIComponent(lineId));

/** An admin path with its :id filled in. */
export const adminOrderPath = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));
