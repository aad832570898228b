import { Injectable, OnModuleInit } from '@nestjs/common';
import { CUSTOM_BUILD_DELIVERY } from '@tm/contracts/custom-build';
import { soldDeliveryLines } from '@tm/contracts/custom-build-delivery';
import { isCustomBuildItem, shortOrderId } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import type { Step } from '../../database/atomic-steps';
import { DownloadLinksService } from '../downloads';
import { CustomBuildOrdersService } from '../custom-build';
import { InvoicesService } from '../invoices';
import { mailSignature, ShopSettingsService } from '../shop-settings';
import { type ComposedMail, type MailComposer, MailComposersService, MailService, PermanentMailError } from '../../infrastructure/mail';
import { consentMailLines } from './order-consent';
import { licensedLineName, purchaseCodeLine } from '@tm/contracts/licences';
import { PurchaseCodesRepository } from '../licences';
import { toOrderDto } from './order.dto';
import { OrdersRepository } from './orders.repository';

export const ORDER_CONFIRMATION_MAIL = 'order-confirmation';

/**
 * The confirmation email of a completed order: number, items, total, download links, the invoice's
 * link (decision 085) and what the buyer agreed to at checkout (decision 082). Owed in the completion's own transaction (an outbox row naming
 * the order) and composed when it is sent, so the signed download links are never stored readable
 * (decision 022). It goes to the account's email only.
 */
@Injectable()
export class OrderConfirmationService implements MailComposer, OnModuleInit {
  constructor(
    private readonly mail: MailService,
    private readonly composers: MailComposersService,
    private readonly orders: OrdersRepository,
    private readonly links: DownloadLinksService,
    private readonly shop: ShopSettingsService,
    private readonly invoices: InvoicesService,
    @InjectConfig() private readonly config: AppConfig,
    private readonly codes: PurchaseCodesRepository,
    private readonly customBuilds: CustomBuildOrdersService,
  ) {}

  onModuleInit(): void {
    this.composers.register(ORDER_CONFIRMATION_MAIL, this);
  }

  /** The outbox INSERT for the completion batch of `orderId`, addressed to the buyer's account. */
  owedStep(orderId: string, accountEmail: string): Step {
    return this.mail.owedStep({ kind: ORDER_CONFIRMATION_MAIL, refId: orderId, to: accountEmail, subject: subjectOf(orderId) });
  }

  async compose(row: { refId: string | null; to: string }): Promise<ComposedMail> {
    const order = row.refId ? await this.orders.findById(row.refId) : null;
    if (!order || order.status !== 'completed') throw new PermanentMailError('The order is no longer completed');
    const [items, shop, invoiceLink, codes, deliveries] = await Promise.all([
      this.orders.items(order.id),
      this.shop.identity(),
      this.invoices.mailLink(order),
      this.codes.ofOrders([order.id]),
      this.customBuilds.deliveries([order.id]),
    ]);
    // A custom build's two steps with the date kept at payment (decision 095); the one sentence for a build sold before it.
    const promiseOf = (itemId: string) => {
      const promise = deliveries.get(itemId)?.promise;
      return promise
        ? soldDeliveryLines(promise)
            .map((line) => `  ${line}`)
            .join('\n')
        : `  ${CUSTOM_BUILD_DELIVERY.promise}`;
    };
    // Each licence's purchase code under its line (decision 091); an upgrade's are the codes it made Extended.
    const codesOf = (itemId: string) =>
      codes
        .filter((code) => (code.upgradeOrderItemId ?? code.orderItemId) === itemId || code.orderItemId === itemId)
        .map((code) => code.code);
    const dto = toOrderDto(order, items);
    // A line refunded as already owned (decision 042) has its own mail and no download here.
    const refunded = new Set(items.filter((item) => item.refundedAt !== null).map((item) => item.id));
    const url = (path: string) => new URL(path, this.config.publicUrl).toString();
    const secrets: string[] = [];
    const signed = (path: string) => {
      const token = new URL(path, this.config.publicUrl).searchParams.get('token');
      if (token) secrets.push(token);
      return url(path);
    };
    const lines = dto.items.map((item) =>
      refunded.has(item.id)
        ? `- ${item.template.name} × ${item.quantity}: $${item.price} each, refunded: you already owned it`
        : isCustomBuildItem(item.template)
          ? // The custom build's promise (decision 095); its own mail says when the first version is ready.
            `- ${item.template.name} × ${item.quantity}: $${item.price} each\n${promiseOf(item.id)}\n  We will email you when it is ready.`
          : item.licenceUpgrade
            ? // An upgrade downloads through the Regular purchase it upgraded (decision 091).
              [
                `- ${licensedLineName(item.template.name, 'extended', item.quantity, true)}: $${item.price} each`,
                ...codesOf(item.id).map((code) => `  ${purchaseCodeLine(code)}`),
              ].join('\n')
            : [
                `- ${licensedLineName(item.template.name, item.licence ?? 'regular', item.quantity)}: $${item.price} each`,
                ...codesOf(item.id).map((code) => `  ${purchaseCodeLine(code)}`),
                `  Download: ${signed(this.links.itemLink(order, item.id))}`,
              ].join('\n'),
    );
    const text = [
      `Hi ${dto.customerName},`,
      '',
      `Thank you for your purchase! Your order #${shortOrderId(order.id)} is complete.`,
      '',
      ...lines,
      '',
      // A discount code's line (decision 090): the prices' sum, what the code took off, then what was due.
      ...(dto.discount ? [`Subtotal: $${dto.totalAmount}`, `Discount (${dto.discount.code}): -$${dto.discount.amount}`] : []),
      ...totalLines(dto.discount?.dueAmount ?? dto.totalAmount, dto.paid, Boolean(dto.discount)),
      // The invoice (decision 085), opened by a signed link: it is also under the order in the dashboard.
      ...(invoiceLink ? [`Your invoice (PDF): ${signed(invoiceLink)}`] : []),
      '',
      `Download everything in one ZIP: ${signed(this.links.orderLink(order))}`,
      'These links work for 7 days; after that, download from your dashboard at any time:',
      url('/dashboard'),
      '',
      // Decision 091: a licence per end product, Regular or Extended.
      'Each licence covers one end product: a Regular licence one for you or one client, an Extended licence one sold to its own paying customers. No resale or sharing of the template itself. Quote a purchase code when you ask for support.',
      '',
      // The consent restated on a durable medium (decision 082).
      ...withBlankLine(consentMailLines(order, url)),
      `Questions about your order? Write to ${shop.supportEmail} or use ${url('/contact')}; we reply within 24 hours.`,
      mailSignature(shop),
    ].join('\n');
    return { message: { to: row.to, subject: subjectOf(order.id), text }, secrets };
  }
}

/** What was paid, and the tax in it (decision 081): the total alone when no tax was charged. */
function totalLines(totalAmount: string, paid: Order['paid'], discounted = false): string[] {
  if (!paid || paid.taxBehavior === null) return [`Total: $${totalAmount}`];
  if (paid.reverseCharge) return [`Total paid: $${paid.paidAmount} (no tax charged: reverse charge)`];
  if (paid.taxBehavior === 'inclusive') return [`Total paid: $${paid.paidAmount}, including tax of $${paid.taxAmount}`];
  return [`${discounted ? 'After discount' : 'Subtotal'}: $${totalAmount}`, `Tax: $${paid.taxAmount}`, `Total paid: $${paid.paidAmount}`];
}

const withBlankLine = (lines: string[]) => (lines.length > 0 ? [...lines, ''] : lines);

const subjectOf = (orderId: string) => `Your order #${shortOrderId(orderId)} is complete`;
