import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

type When = Date | string;

export interface DetailOrderRow {
  id: string;
  orderNumber: string | null;
  userId: string;
  status: string;
  totalCents: number;
  customerEmail: string;
  customerName: string;
  customerPhone: string | null;
  createdAt: When;
  completedAt: When | null;
  refundedAt: When | null;
  refundReason: string | null;
  disputedAt: When | null;
  paidCents: number | null;
  taxCents: number;
  currency: string | null;
  taxBehavior: 'inclusive' | 'exclusive' | null;
  buyerCountry: string | null;
  buyerTaxId: string | null;
  reverseCharge: number | boolean;
  termsVersion: string | null;
  immediateDeliveryVersion: string | null;
  serviceStartVersion: string | null;
  consentedAt: When | null;
}

export interface DetailLineRow {
  id: string;
  templateId: string;
  templateName: string;
  templateSlug: string;
  quantity: number;
  priceCents: number;
  taxCents: number;
  taxRateBps: number | null;
  discountCents: number | string | null;
  refundedAt: When | null;
}

export interface DetailPaymentRow {
  id: string;
  provider: string;
  status: string;
  amountCents: number;
  refundedCents: number;
  providerRef: string | null;
  providerPaymentId: string | null;
  createdAt: When;
  completedAt: When | null;
}

export interface DetailMailRow {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  createdAt: When;
  sentAt: When | null;
}

export interface DetailDownloadRow {
  id: string;
  createdAt: When;
  orderItemId: string | null;
  templateName: string | null;
  via: string;
}

export interface DetailAuditRow {
  id: string;
  createdAt: When;
  adminName: string;
  action: string;
  detail: string | null;
}

/** The most downloads and audit entries an order's page lists (newest first). */
export const DETAIL_LIST_LIMIT = 200;

const MAIL_COLUMNS = 'id, kind, `to`, subject, status, attempts, createdAt, sentAt';

/** One order's page (decision 088): each section one indexed lookup by the order's id. */
@Injectable()
export class AdminOrderDetailRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async order(id: string): Promise<DetailOrderRow | undefined> {
    const rows = (await this.dataSource.query('SELECT * FROM orders WHERE id = ?', [id])) as DetailOrderRow[];
    return rows[0];
  }

  async account(userId: string): Promise<{ username: string; email: string } | undefined> {
    const rows = (await this.dataSource.query('SELECT username, email FROM users WHERE id = ?', [userId])) as Array<{
      username: string;
      email: string;
    }>;
    return rows[0];
  }

  lines(orderId: string): Promise<DetailLineRow[]> {
    return this.dataSource.query(
      'SELECT id, templateId, templateName, templateSlug, quantity, priceCents, taxCents, taxRateBps, discountCents, refundedAt FROM order_items WHERE orderId = ? ORDER BY id',
      [orderId],
    ) as Promise<DetailLineRow[]>;
  }

  payments(orderId: string): Promise<DetailPaymentRow[]> {
    return this.dataSource.query(
      `SELECT id, provider, status, amountCents, refundedCents, providerRef, providerPaymentId, createdAt, completedAt
        FROM payments WHERE orderId = ? ORDER BY createdAt, id`,
      [orderId],
    ) as Promise<DetailPaymentRow[]>;
  }

  /** The mails the order owed (refId = its id, a line's, or a custom build delivery's job) and those its confirmation resends owed; never their text. */
  mails(orderId: string): Promise<DetailMailRow[]> {
    return this.dataSource.query(
      `SELECT ${MAIL_COLUMNS} FROM outbox_messages WHERE refId = ?
        UNION ALL
        SELECT ${MAIL_COLUMNS} FROM outbox_messages WHERE refId IN (SELECT id FROM order_confirmation_resends WHERE orderId = ?)
        UNION ALL
        SELECT ${MAIL_COLUMNS} FROM outbox_messages WHERE refId IN (SELECT id FROM order_items WHERE orderId = ?)
        UNION ALL
        SELECT ${MAIL_COLUMNS} FROM outbox_messages WHERE refId IN (SELECT jobId FROM custom_build_deliveries WHERE orderId = ?)
        ORDER BY createdAt, id`,
      [orderId, orderId, orderId, orderId],
    ) as Promise<DetailMailRow[]>;
  }

  downloads(orderId: string): Promise<DetailDownloadRow[]> {
    return this.dataSource.query(
      `SELECT d.id, d.createdAt, d.orderItemId, i.templateName, d.via FROM download_logs d
        LEFT JOIN order_items i ON i.id = d.orderItemId
        WHERE d.orderId = ? ORDER BY d.createdAt DESC, d.id DESC LIMIT ${DETAIL_LIST_LIMIT}`,
      [orderId],
    ) as Promise<DetailDownloadRow[]>;
  }

  audit(orderId: string): Promise<DetailAuditRow[]> {
    return this.dataSource.query(
      `SELECT id, createdAt, adminName, action, detail FROM audit_log WHERE targetId = ?
        ORDER BY createdAt DESC, id DESC LIMIT ${DETAIL_LIST_LIMIT}`,
      [orderId],
    ) as Promise<DetailAuditRow[]>;
  }
}
