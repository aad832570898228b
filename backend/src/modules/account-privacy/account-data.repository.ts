import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { readDate } from '../../database/sql-dialect';
import { AuditEntryEntity } from '../../infrastructure/audit/entities/audit-entry.entity';
import { BackgroundJobEntity } from '../../infrastructure/jobs/entities/background-job.entity';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { RateLimitHitEntity } from '../../infrastructure/rate-limit/entities/rate-limit-hit.entity';
import { TemplateFileVersionEntity } from '../../infrastructure/template-files/entities/template-file-version.entity';
import { EmailChangeTokenEntity } from '../auth/entities/email-change-token.entity';
import { LoginFailureEntity } from '../auth/entities/login-failure.entity';
import { PasswordResetTokenEntity } from '../auth/entities/password-reset-token.entity';
import { CartAddReceiptEntity } from '../cart/entities/cart-add-receipt.entity';
import { CartMergeEntity } from '../cart/entities/cart-merge.entity';
import { ContactMessageEntity } from '../contact/entities/contact-message.entity';
import { CustomBuildCartEntity } from '../custom-build/entities/custom-build-cart.entity';
import { CustomBuildDeliveryEntity } from '../custom-build/entities/custom-build-delivery.entity';
import { CustomBuildSummaryEntity } from '../custom-build/entities/custom-build-summary.entity';
import { DownloadLogEntity } from '../downloads/entities/download-log.entity';
import { ListingDemoEntity } from '../listings/entities/listing-demo.entity';
import { EntitlementEntity } from '../order-records/entities/entitlement.entity';
import { OrderItemEntity } from '../order-records/entities/order-item.entity';
import { OrderEntity } from '../order-records/entities/order.entity';
import { PaymentEntity } from '../order-records/entities/payment.entity';
import { ReviewEntity } from '../reviews/entities/review.entity';
import { UserEntity } from '../users/entities/user.entity';
import { AccountExportEntity } from './entities/account-export.entity';

/** Who the records are about: the account's id, its address (mail, contact messages) and its sign-in throttle key. */
export interface AccountKeys {
  userId: string;
  /** As stored on the account (lower-case): the outbox's recipient. */
  email: string;
  /** loginKey(email): contact messages are compared by it, whatever case they were typed in. */
  emailKey: string;
  /** LoginThrottleService.accountKey of the account. */
  throttleKey: string;
}

export interface TemplateRef {
  templateName: string | null;
  templateSlug: string | null;
}

/** The rows every `WHERE` below names, one SELECT per kind: the count of the export and its contents read the same. */
const KINDS = {
  orders: 'SELECT COUNT(*) AS n FROM orders WHERE userId = :user',
  orderItems: 'SELECT COUNT(*) AS n FROM order_items i JOIN orders o ON o.id = i.orderId WHERE o.userId = :user',
  payments: 'SELECT COUNT(*) AS n FROM payments p JOIN orders o ON o.id = p.orderId WHERE o.userId = :user',
  entitlements: 'SELECT COUNT(*) AS n FROM entitlements WHERE userId = :user',
  downloads: 'SELECT COUNT(*) AS n FROM download_logs WHERE userId = :user',
  cart: 'SELECT COUNT(*) AS n FROM cart_items WHERE userId = :user',
  customBuildCart: 'SELECT COUNT(*) AS n FROM custom_build_carts WHERE userId = :user',
  cartMerges: 'SELECT COUNT(*) AS n FROM cart_merges WHERE userId = :user',
  cartReceipts: 'SELECT COUNT(*) AS n FROM cart_add_receipts WHERE userId = :user',
  wishlist: 'SELECT COUNT(*) AS n FROM wishlist_items WHERE userId = :user',
  reviews: 'SELECT COUNT(*) AS n FROM reviews WHERE userId = :user',
  contact: 'SELECT COUNT(*) AS n FROM contact_messages WHERE LOWER(email) = :emailKey',
  summaries: 'SELECT COUNT(*) AS n FROM custom_build_summaries WHERE userId = :user',
  deliveries: 'SELECT COUNT(*) AS n FROM custom_build_deliveries WHERE userId = :user',
  signInFailures: 'SELECT COUNT(*) AS n FROM login_failures WHERE accountKey = :throttle',
  resets: 'SELECT COUNT(*) AS n FROM password_reset_tokens WHERE userId = :user',
  emailChanges: 'SELECT COUNT(*) AS n FROM email_change_tokens WHERE userId = :user',
  mail: 'SELECT COUNT(*) AS n FROM outbox_messages WHERE `to` = :email',
  exports: 'SELECT COUNT(*) AS n FROM account_exports WHERE userId = :user',
  limits: 'SELECT COUNT(*) AS n FROM rate_limit_hits WHERE subject = :user',
  jobs: 'SELECT COUNT(*) AS n FROM background_jobs WHERE createdBy = :user',
  audit: 'SELECT COUNT(*) AS n FROM audit_log WHERE adminId = :user',
  zipUploads: 'SELECT COUNT(*) AS n FROM template_file_versions WHERE uploadedBy = :user',
  demoUploads: 'SELECT COUNT(*) AS n FROM listing_demos WHERE uploadedBy = :user',
} as const;

/**
 * Reads every record the shop keeps about one account, for its data export (decision 086): the account's
 * own tables by its id, mail by its address, contact messages by the address's key, failed sign-ins by
 * the throttle's key. Each read is one statement on an index of its table except the contact messages
 * and `LIKE`-free outbox lookups, which are rare calls.
 */
@Injectable()
export class AccountDataRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** How many records the export would hold (the account itself included), in one statement. */
  async count(keys: AccountKeys): Promise<number> {
    const named = { user: keys.userId, email: keys.email, emailKey: keys.emailKey, throttle: keys.throttleKey };
    const params: string[] = [];
    const parts = Object.values(KINDS).map((sql) => {
      const positional = sql.replace(/:(\w+)/g, (_, name: keyof typeof named) => {
        params.push(named[name]);
        return '?';
      });
      return `(${positional.replace(/`to`/g, this.quotedTo())})`;
    });
    const [row] = (await this.dataSource.query(`SELECT ${parts.join(' + ')} AS n`, params)) as Array<{ n: number | string }>;
    return 1 + Number(row?.n ?? 0);
  }

  user(userId: string): Promise<UserEntity | null> {
    return selectEntity(this.dataSource, UserEntity, 'SELECT * FROM users WHERE id = ?', [userId]);
  }

  async orders(userId: string): Promise<{ orders: OrderEntity[]; items: OrderItemEntity[]; payments: PaymentEntity[] }> {
    const orders = await selectEntities(
      this.dataSource,
      OrderEntity,
      'SELECT * FROM orders WHERE userId = ? ORDER BY createdAt DESC, id DESC',
      [userId],
    );
    if (orders.length === 0) return { orders, items: [], payments: [] };
    const [items, payments] = await Promise.all([
      selectEntities(
        this.dataSource,
        OrderItemEntity,
        'SELECT i.* FROM order_items i JOIN orders o ON o.id = i.orderId WHERE o.userId = ? ORDER BY i.id',
        [userId],
      ),
      selectEntities(
        this.dataSource,
        PaymentEntity,
        'SELECT p.* FROM payments p JOIN orders o ON o.id = p.orderId WHERE o.userId = ? ORDER BY p.createdAt, p.id',
        [userId],
      ),
    ]);
    return { orders, items, payments };
  }

  entitlements(userId: string): Promise<EntitlementEntity[]> {
    return selectEntities(this.dataSource, EntitlementEntity, 'SELECT * FROM entitlements WHERE userId = ? ORDER BY grantedAt, id', [
      userId,
    ]);
  }

  downloads(userId: string): Promise<DownloadLogEntity[]> {
    return selectEntities(this.dataSource, DownloadLogEntity, 'SELECT * FROM download_logs WHERE userId = ? ORDER BY createdAt, id', [
      userId,
    ]);
  }

  /** The cart's lines with the template's name as it is now. */
  async cart(
    userId: string,
  ): Promise<Array<{ templateId: string; quantity: number; addedAt: Date; priceCentsAtAdd: number | null } & TemplateRef>> {
    const rows = (await this.dataSource.query(
      `SELECT c.templateId AS templateId, c.quantity AS quantity, c.addedAt AS addedAt, c.priceCentsAtAdd AS priceCentsAtAdd,
              t.name AS templateName, t.slug AS templateSlug
         FROM cart_items c LEFT JOIN templates t ON t.id = c.templateId WHERE c.userId = ? ORDER BY c.id`,
      [userId],
    )) as Array<Record<string, unknown>>;
    return rows.map((row) => ({
      templateId: String(row.templateId),
      quantity: Number(row.quantity),
      addedAt: readDate(row.addedAt as Date | string),
      priceCentsAtAdd: row.priceCentsAtAdd === null ? null : Number(row.priceCentsAtAdd),
      templateName: (row.templateName as string | null) ?? null,
      templateSlug: (row.templateSlug as string | null) ?? null,
    }));
  }

  customBuildCart(userId: string): Promise<CustomBuildCartEntity[]> {
    return selectEntities(this.dataSource, CustomBuildCartEntity, 'SELECT * FROM custom_build_carts WHERE userId = ?', [userId]);
  }

  cartMerges(userId: string): Promise<CartMergeEntity[]> {
    return selectEntities(this.dataSource, CartMergeEntity, 'SELECT * FROM cart_merges WHERE userId = ? ORDER BY appliedAt', [userId]);
  }

  cartReceipts(userId: string): Promise<CartAddReceiptEntity[]> {
    return selectEntities(this.dataSource, CartAddReceiptEntity, 'SELECT * FROM cart_add_receipts WHERE userId = ? ORDER BY addedAt', [
      userId,
    ]);
  }

  async wishlist(userId: string): Promise<Array<{ templateId: string; addedAt: Date } & TemplateRef>> {
    const rows = (await this.dataSource.query(
      `SELECT w.templateId AS templateId, w.addedAt AS addedAt, t.name AS templateName, t.slug AS templateSlug
         FROM wishlist_items w LEFT JOIN templates t ON t.id = w.templateId WHERE w.userId = ? ORDER BY w.addedAt, w.templateId`,
      [userId],
    )) as Array<Record<string, unknown>>;
    return rows.map((row) => ({
      templateId: String(row.templateId),
      addedAt: readDate(row.addedAt as Date | string),
      templateName: (row.templateName as string | null) ?? null,
      templateSlug: (row.templateSlug as string | null) ?? null,
    }));
  }

  reviews(userId: string): Promise<ReviewEntity[]> {
    return selectEntities(this.dataSource, ReviewEntity, 'SELECT * FROM reviews WHERE userId = ? ORDER BY createdAt, id', [userId]);
  }

  /** The templates the account reviewed: their figures change when the account goes. */
  async reviewedTemplates(userId: string): Promise<string[]> {
    const rows = (await this.dataSource.query('SELECT DISTINCT templateId FROM reviews WHERE userId = ?', [userId])) as Array<{
      templateId: string;
    }>;
    return rows.map((row) => row.templateId);
  }

  contactMessages(emailKey: string): Promise<ContactMessageEntity[]> {
    return selectEntities(
      this.dataSource,
      ContactMessageEntity,
      'SELECT * FROM contact_messages WHERE LOWER(email) = ? ORDER BY createdAt, id',
      [emailKey],
    );
  }

  summaries(userId: string): Promise<CustomBuildSummaryEntity[]> {
    return selectEntities(
      this.dataSource,
      CustomBuildSummaryEntity,
      'SELECT * FROM custom_build_summaries WHERE userId = ? ORDER BY createdAt, id',
      [userId],
    );
  }

  deliveries(userId: string): Promise<CustomBuildDeliveryEntity[]> {
    return selectEntities(
      this.dataSource,
      CustomBuildDeliveryEntity,
      'SELECT * FROM custom_build_deliveries WHERE userId = ? ORDER BY paidAt, orderItemId',
      [userId],
    );
  }

  signInFailures(throttleKey: string): Promise<LoginFailureEntity[]> {
    return selectEntities(this.dataSource, LoginFailureEntity, 'SELECT * FROM login_failures WHERE accountKey = ? ORDER BY createdAt, id', [
      throttleKey,
    ]);
  }

  resetRequests(userId: string): Promise<PasswordResetTokenEntity[]> {
    return selectEntities(
      this.dataSource,
      PasswordResetTokenEntity,
      'SELECT * FROM password_reset_tokens WHERE userId = ? ORDER BY createdAt, id',
      [userId],
    );
  }

  emailChangeRequests(userId: string): Promise<EmailChangeTokenEntity[]> {
    return selectEntities(
      this.dataSource,
      EmailChangeTokenEntity,
      'SELECT * FROM email_change_tokens WHERE userId = ? ORDER BY createdAt, id',
      [userId],
    );
  }

  mail(email: string): Promise<OutboxMessageEntity[]> {
    return selectEntities(
      this.dataSource,
      OutboxMessageEntity,
      `SELECT * FROM outbox_messages WHERE ${this.quotedTo()} = ? ORDER BY createdAt, id`,
      [email],
    );
  }

  exports(userId: string): Promise<AccountExportEntity[]> {
    return selectEntities(this.dataSource, AccountExportEntity, 'SELECT * FROM account_exports WHERE userId = ? ORDER BY createdAt, id', [
      userId,
    ]);
  }

  usageLimits(userId: string): Promise<RateLimitHitEntity[]> {
    return selectEntities(this.dataSource, RateLimitHitEntity, 'SELECT * FROM rate_limit_hits WHERE subject = ? ORDER BY bucket, slot', [
      userId,
    ]);
  }

  jobs(userId: string): Promise<BackgroundJobEntity[]> {
    return selectEntities(
      this.dataSource,
      BackgroundJobEntity,
      'SELECT * FROM background_jobs WHERE createdBy = ? ORDER BY createdAt, id',
      [userId],
    );
  }

  /** What an admin account did in the back office: its audit entries and the files it uploaded. */
  async adminActions(
    userId: string,
  ): Promise<{ audit: AuditEntryEntity[]; zips: TemplateFileVersionEntity[]; demos: ListingDemoEntity[] }> {
    const [audit, zips, demos] = await Promise.all([
      selectEntities(this.dataSource, AuditEntryEntity, 'SELECT * FROM audit_log WHERE adminId = ? ORDER BY createdAt, id', [userId]),
      selectEntities(
        this.dataSource,
        TemplateFileVersionEntity,
        'SELECT * FROM template_file_versions WHERE uploadedBy = ? ORDER BY createdAt, id',
        [userId],
      ),
      selectEntities(this.dataSource, ListingDemoEntity, 'SELECT * FROM listing_demos WHERE uploadedBy = ?', [userId]),
    ]);
    return { audit, zips, demos };
  }

  /** `to` is a reserved word in SQL: quoted as each dialect quotes names. */
  private quotedTo(): string {
    return this.dataSource.driver.escape('to');
  }
}
