import { Injectable } from '@nestjs/common';
import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_EXPORT_VERSION, type AccountExportSection } from '@tm/contracts/account-privacy';
import { centsToDecimal } from '@tm/contracts/catalog';
import { legalTextAt, type ConsentKey } from '@tm/contracts/legal-texts';
import type { Order } from '@tm/contracts/orders.schemas';
import { ClockService } from '../../common/clock';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { LoginThrottleService, StoredSessionsRepository } from '../auth';
import { InvoicesService } from '../invoices';
// The orders module's index does not name its DTO mapping yet; the export gives orders exactly as the
// API does (decision 086), so it maps them with the same function rather than a copy of it.
import { toOrderDto } from '../orders';
import { ShopSettingsService } from '../shop-settings';
import type { UserEntity } from '../users/entities/user.entity';
import { AccountDataRepository, type AccountKeys } from './account-data.repository';

type Row = Record<string, unknown>;

/** The file a user downloads: every section of ACCOUNT_EXPORT_SECTIONS, each a list (the account an object). */
export type AccountDataExport = {
  format: typeof ACCOUNT_EXPORT_FORMAT;
  version: typeof ACCOUNT_EXPORT_VERSION;
  exportedAt: string;
  shop: { name: string; url: string; supportEmail: string };
  /** What each section holds, in words. */
  about: Record<AccountExportSection, string>;
  account: Row;
  orders: Order[];
} & Record<Exclude<AccountExportSection, 'account' | 'orders'>, Row[]>;

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

export const accountKeysOf = (user: Pick<UserEntity, 'id' | 'email' | 'emailKey'>): AccountKeys => ({
  userId: user.id,
  email: user.email,
  emailKey: user.emailKey,
  // The sign-in throttle keeps an account's failed sign-ins under this key.
  throttleKey: LoginThrottleService.accountKey(user.id, ''),
});

const ABOUT: Record<AccountExportSection, string> = {
  account: 'Your profile as stored: no password, only a hash of it is kept and it is not included.',
  orders: 'Your orders as the shop shows them, with their lines, what was paid and tax, your consent at checkout and their invoices.',
  orderRecords: 'The rest of each order record: its number, the tax id given at payment, refunds and disputes.',
  payments: 'Each payment session of your orders and whether it succeeded. Card numbers never reach the shop.',
  consents: 'The texts you agreed to at checkout, word for word, with their versions and when.',
  entitlements: 'What you may download, and from which order.',
  downloads: 'Each download: when, what, from which address, and whether signed in or through an email link.',
  cart: 'Your cart.',
  customBuildCart: 'The custom build in your cart.',
  cartRequests: 'Records that keep a retried cart change from counting twice (kept a day).',
  wishlist: 'Templates you saved for later.',
  reviews: 'Reviews you wrote, including any the shop removed and why.',
  contactMessages: 'Messages sent through the contact form from your email address.',
  customBuildSummaries: 'Custom build summaries saved to your account. Chat messages are not stored.',
  customBuildDeliveries: 'Custom builds you bought and when they were ready.',
  sessions: 'Where you are signed in now. Session ids are secrets and are left out.',
  knownDevices:
    'Browsers that signed in to the account keep a device cookie the shop does not store; listed are those the sign-in throttle has a record of.',
  signInFailures:
    'Failed sign-ins to the account in the last day, and whether from an address or a known device (the address is left out: it may be someone else’s).',
  passwordResetRequests: 'Password reset links asked for (the links are secrets and are left out).',
  emailChangeRequests: 'Email address changes asked for (the links are secrets and are left out).',
  mail: 'Copies of the mail sent to your address, with links and other secrets removed.',
  dataExports: 'Copies of your data prepared for download.',
  usageLimits: 'Counters that limit how often some things can be done (they expire by themselves).',
  backgroundJobs: 'Work the shop did for you in the background (building a custom build, preparing an export).',
  adminActions: 'For an admin account: its entries in the audit log and the files it uploaded.',
};

/**
 * Everything the shop keeps about one account, as one JSON document (decision 086, GDPR art. 15 and 20):
 * each kind of record in its own section, secrets (password hash, session ids, link tokens) left out.
 */
@Injectable()
export class AccountDataService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly data: AccountDataRepository,
    private readonly sessions: StoredSessionsRepository,
    private readonly invoices: InvoicesService,
    private readonly shop: ShopSettingsService,
    private readonly clock: ClockService,
  ) {}

  /** How many records the file would hold; sessions (a handful, and a scan of Redis to count) are left out. */
  count(user: UserEntity): Promise<number> {
    return this.data.count(accountKeysOf(user));
  }

  async build(user: UserEntity): Promise<AccountDataExport> {
    const keys = accountKeysOf(user);
    const { userId } = keys;
    const [orders, entitlements, downloads, cart, customBuildCart, merges, receipts, wishlist, reviews] = await Promise.all([
      this.data.orders(userId),
      this.data.entitlements(userId),
      this.data.downloads(userId),
      this.data.cart(userId),
      this.data.customBuildCart(userId),
      this.data.cartMerges(userId),
      this.data.cartReceipts(userId),
      this.data.wishlist(userId),
      this.data.reviews(userId),
    ]);
    const [contact, summaries, deliveries, sessions, failures, resets, emailChanges, mail, dataExports, limits, jobs, admin] =
      await Promise.all([
        this.data.contactMessages(keys.emailKey),
        this.data.summaries(userId),
        this.data.deliveries(userId),
        this.sessions.ofUser(userId),
        this.data.signInFailures(keys.throttleKey),
        this.data.resetRequests(userId),
        this.data.emailChangeRequests(userId),
        this.data.mail(keys.email),
        this.data.exports(userId),
        this.data.usageLimits(userId),
        this.data.jobs(userId),
        this.data.adminActions(userId),
      ]);
    const documents = await this.invoices.documentsOf(orders.orders.map((order) => order.id));
    const shop = await this.shop.identity();

    const devices = new Map<string, { failedSignIns: number; lastFailureAt: Date }>();
    for (const failure of failures.filter((row) => row.ip.startsWith('device:'))) {
      const known = devices.get(failure.ip) ?? { failedSignIns: 0, lastFailureAt: failure.createdAt };
      devices.set(failure.ip, { failedSignIns: known.failedSignIns + 1, lastFailureAt: failure.createdAt });
    }

    return {
      format: ACCOUNT_EXPORT_FORMAT,
      version: ACCOUNT_EXPORT_VERSION,
      exportedAt: this.clock.now().toISOString(),
      shop: { name: shop.shopName, url: this.config.publicUrl, supportEmail: shop.supportEmail },
      about: ABOUT,
      account: {
        id: user.id,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        isAdmin: Boolean(user.isAdmin),
        createdAt: iso(user.createdAt),
        updatedAt: iso(user.updatedAt),
      },
      orders: orders.orders.map((order) =>
        toOrderDto(
          order,
          orders.items.filter((item) => item.orderId === order.id),
          documents.get(order.id),
        ),
      ),
      orderRecords: orders.orders.map((order) => ({
        orderId: order.id,
        orderNumber: order.orderNumber,
        status: order.status,
        buyerTaxId: order.buyerTaxId,
        buyerCountry: order.buyerCountry,
        discountAmount: centsToDecimal(order.discountCents),
        refundedAt: iso(order.refundedAt),
        refundReason: order.refundReason,
        disputedAt: iso(order.disputedAt),
        lines: orders.items
          .filter((item) => item.orderId === order.id)
          .map((item) => ({
            id: item.id,
            templateName: item.templateName,
            taxAmount: centsToDecimal(item.taxCents),
            taxRateBps: item.taxRateBps,
            refundedAt: iso(item.refundedAt),
          })),
      })),
      payments: orders.payments.map((payment) => ({
        orderId: payment.orderId,
        provider: payment.provider,
        status: payment.status,
        amount: centsToDecimal(payment.amountCents),
        refundedAmount: centsToDecimal(payment.refundedCents),
        providerPaymentId: payment.providerPaymentId,
        createdAt: iso(payment.createdAt),
        completedAt: iso(payment.completedAt),
      })),
      consents: orders.orders
        .filter((order) => order.consentedAt !== null)
        .map((order) => ({
          orderId: order.id,
          consentedAt: iso(order.consentedAt),
          texts: (
            [
              ['terms', order.termsVersion],
              ['immediateDelivery', order.immediateDeliveryVersion],
              ['serviceStart', order.serviceStartVersion],
            ] as Array<[ConsentKey, string | null]>
          )
            .filter((pair): pair is [ConsentKey, string] => pair[1] !== null)
            .map(([key, version]) => {
              const text = legalTextAt(key, version);
              return { id: text?.id ?? key, version, title: text?.title ?? null, wording: text?.wording ?? null };
            }),
        })),
      entitlements: entitlements.map((row) => ({
        orderId: row.orderId,
        orderItemId: row.orderItemId,
        templateId: row.templateId,
        grantedAt: iso(row.grantedAt),
      })),
      downloads: downloads.map((row) => ({
        orderId: row.orderId,
        orderItemId: row.orderItemId,
        ip: row.ip || null,
        via: row.via,
        at: iso(row.createdAt),
      })),
      cart: cart.map((line) => ({
        templateId: line.templateId,
        templateName: line.templateName,
        templateSlug: line.templateSlug,
        quantity: line.quantity,
        priceWhenAdded: line.priceCentsAtAdd === null ? null : centsToDecimal(line.priceCentsAtAdd),
        addedAt: iso(line.addedAt),
      })),
      customBuildCart: customBuildCart.map((row) => ({ summaryId: row.summaryId, addedAt: iso(row.addedAt) })),
      cartRequests: [
        ...merges.map((row) => ({ kind: 'guest cart merged', id: row.mergeId, at: iso(row.appliedAt) })),
        ...receipts.map((row) => ({ kind: 'template added', id: row.idempotencyKey, at: iso(row.addedAt) })),
      ],
      wishlist: wishlist.map((row) => ({
        templateId: row.templateId,
        templateName: row.templateName,
        templateSlug: row.templateSlug,
        addedAt: iso(row.addedAt),
      })),
      reviews: reviews.map((row) => ({
        id: row.id,
        templateId: row.templateId,
        orderId: row.orderId,
        author: row.author,
        rating: row.rating,
        title: row.title,
        text: row.text,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
        removedAt: iso(row.removedAt),
        removedReason: row.removedReason,
      })),
      contactMessages: contact.map((row) => ({
        name: row.name,
        email: row.email,
        subject: row.subject,
        category: row.category,
        message: row.message,
        ip: row.ip,
        status: row.status,
        sentAt: iso(row.createdAt),
        handledAt: iso(row.handledAt),
      })),
      customBuildSummaries: summaries.map((row) => ({
        id: row.id,
        summary: parseJson(row.summary),
        requirements: parseJson(row.requirements),
        price: centsToDecimal(row.priceCents),
        createdAt: iso(row.createdAt),
      })),
      customBuildDeliveries: deliveries.map((row) => ({
        orderId: row.orderId,
        orderItemId: row.orderItemId,
        summaryId: row.summaryId,
        status: row.status,
        paidAt: iso(row.paidAt),
        readyAt: iso(row.readyAt),
        fileBytes: row.zipBytes,
      })),
      sessions: sessions.map((session) => ({ ...session })),
      knownDevices: [...devices.entries()].map(([lane, facts]) => ({
        device: lane.slice('device:'.length),
        failedSignIns: facts.failedSignIns,
        lastFailureAt: iso(facts.lastFailureAt),
      })),
      signInFailures: failures.map((row) => ({
        at: iso(row.createdAt),
        from: row.ip.startsWith('device:') ? 'a known device' : 'an address',
      })),
      passwordResetRequests: resets.map((row) => ({ askedAt: iso(row.createdAt), expiresAt: iso(row.expiresAt), usedAt: iso(row.usedAt) })),
      emailChangeRequests: emailChanges.map((row) => ({
        newEmail: row.newEmail,
        askedAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        usedAt: iso(row.usedAt),
      })),
      mail: mail.map((row) => ({
        subject: row.subject,
        to: row.to,
        status: row.status,
        writtenAt: iso(row.createdAt),
        sentAt: iso(row.sentAt),
        text: row.text,
      })),
      dataExports: dataExports.map((row) => ({
        id: row.id,
        status: row.status,
        records: row.recordCount,
        askedAt: iso(row.createdAt),
        readyAt: iso(row.readyAt),
        expiresAt: iso(row.expiresAt),
      })),
      usageLimits: limits.map((row) => ({ limit: row.bucket, until: iso(row.expiresAt) })),
      backgroundJobs: jobs.map((row) => ({
        id: row.id,
        kind: row.kind,
        status: row.status,
        createdAt: iso(row.createdAt),
        endedAt: iso(row.endTime),
      })),
      adminActions: [
        ...admin.audit.map((row) => ({
          kind: 'audit entry',
          action: row.action,
          target: `${row.targetType} ${row.targetId}`,
          detail: row.detail,
          ip: row.ip,
          at: iso(row.createdAt),
        })),
        ...admin.zips.map((row) => ({
          kind: 'template file uploaded',
          templateId: row.templateId,
          version: row.version,
          at: iso(row.createdAt),
        })),
        ...admin.demos.map((row) => ({ kind: 'live demo uploaded', templateId: row.templateId, at: iso(row.createdAt) })),
      ],
    };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
