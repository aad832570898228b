import { Injectable, type OnModuleInit } from '@nestjs/common';
import { shortOrderId } from '@tm/contracts/orders';
import { REVIEW_LIMITS } from '@tm/contracts/reviews';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import type { Step } from '../../database/atomic-steps';
import {
  type ComposedMail,
  type MailComposer,
  MailComposersService,
  MailNoLongerOwed,
  MailService,
  PermanentMailError,
} from '../../infrastructure/mail';
import { mailSignature, ShopSettingsService } from '../shop-settings';
import { ReviewsRepository } from './reviews.repository';

export const REVIEW_REMINDER_MAIL = 'review-reminder';
const DAY_MS = 24 * 60 * 60_000;

/** When the buyer of an order completed at `completedAt` is asked for a review. */
export const reminderDueAt = (completedAt: Date) => new Date(completedAt.getTime() + REVIEW_LIMITS.reminderDays * DAY_MS);

/**
 * The review reminder (decision 038): owed with the payment, in its transaction, due five days later
 * (the outbox's unique kind + order makes it once per order), and woken by a delayed queue job. When
 * due it is composed from what is true then: no mail for a refunded order, nor when every template of
 * the order has been reviewed; otherwise it names the ones still without the buyer's review.
 */
@Injectable()
export class ReviewRemindersService implements MailComposer, OnModuleInit {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly composers: MailComposersService,
    private readonly mail: MailService,
    private readonly shop: ShopSettingsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.composers.register(REVIEW_REMINDER_MAIL, this);
  }

  /** For the payment's batch; `hasTemplates` false (a custom build alone) owes nothing. */
  owedSteps(orderId: string, email: string, completedAt: Date, hasTemplates: boolean): Step[] {
    if (!hasTemplates) return [];
    return [
      this.mail.owedLaterStep(
        { kind: REVIEW_REMINDER_MAIL, refId: orderId, to: email, subject: 'How are your new templates? Leave a review' },
        reminderDueAt(completedAt),
      ),
    ];
  }

  /** After the payment committed: the delayed wake-up. */
  scheduled(completedAt: Date, hasTemplates: boolean): void {
    if (hasTemplates) this.mail.wakeAt(reminderDueAt(completedAt));
  }

  async compose(row: { refId: string | null; to: string; subject: string }): Promise<ComposedMail> {
    if (!row.refId) throw new PermanentMailError('A review reminder without its order');
    const order = await this.reviews.reminderOrder(row.refId);
    if (!order) throw new MailNoLongerOwed('The order is gone');
    if (order.status !== 'completed') throw new MailNoLongerOwed(`The order is ${order.status}`);
    const waiting = await this.reviews.unreviewedTemplates(order.id, order.userId);
    if (waiting.length === 0) throw new MailNoLongerOwed('Every template of the order is reviewed (or gone)');
    const shop = await this.shop.identity();
    const text = [
      `Hello ${order.customerName},`,
      '',
      `You bought ${waiting.length === 1 ? 'a template' : 'templates'} with order #${shortOrderId(order.id)} five days ago. How is it going?`,
      'A short review helps other buyers choose, and tells the designers what to improve. Only buyers can review, and every rating is shown.',
      '',
      ...waiting.map((t) => `- ${t.name}: ${this.config.publicUrl}/template/${encodeURIComponent(t.slug)}#reviews`),
      '',
      'You get this mail once for this order.',
      `Questions? Write to us at ${shop.supportEmail} or through ${this.config.publicUrl}/contact.`,
      mailSignature(shop),
    ].join('\n');
    return { message: { to: row.to, subject: row.subject, text }, secrets: [] };
  }
}
