import { Inject, Injectable } from '@nestjs/common';
import { ClockService } from '../../common/clock';
import { CustomBuildOrdersService, isCustomBuildLine } from '../custom-build';
import { InvoicesService } from '../invoices';
import { MailService } from '../../infrastructure/mail';
import { MetricsService } from '../../infrastructure/metrics';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../infrastructure/payments';
import { ReviewRemindersService } from '../reviews';
import { PurchaseCodesRepository } from '../licences';
import type { OrderEntity } from '../order-records/entities/order.entity';
import { OrderConfirmationService } from './order-confirmation.service';
import { OrdersRepository, type CompletionRefusal } from './orders.repository';
import type { PaidFacts } from './paid-facts';

/**
 * The one way an order becomes paid, whoever confirms the payment: the simulated gateway's signed
 * session (the buyer's call) or a provider's signed notification (decisions 017, 042). All or nothing:
 * the payment and the order change once, the entitlements, the confirmation mail, a custom build's
 * delivery, the review reminder and the invoice (decision 085) are written with them.
 */
@Injectable()
export class OrderCompletionService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly confirmation: OrderConfirmationService,
    private readonly mail: MailService,
    private readonly customBuilds: CustomBuildOrdersService,
    private readonly reviewReminders: ReviewRemindersService,
    private readonly clock: ClockService,
    private readonly metrics: MetricsService,
    private readonly invoices: InvoicesService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly codes: PurchaseCodesRepository,
  ) {}

  async complete(
    order: OrderEntity,
    payment: { id: string; providerPaymentId: string | null },
    accountEmail: string,
    paid: PaidFacts,
  ): Promise<{ refusal: CompletionRefusal | null; completedAt: Date; items: Awaited<ReturnType<OrdersRepository['items']>> }> {
    const items = await this.orders.items(order.id);
    const completedAt = this.clock.now();
    // A custom build's delivery and its job are written with the payment: paid means it will be built.
    const delivery = await this.customBuilds.completionSteps(order, items, completedAt);
    // Five days on, the buyer is asked for a review of the templates (once per order; decision 038).
    const hasTemplates = items.some((item) => !isCustomBuildLine(item));
    const reminder = this.reviewReminders.owedSteps(order.id, accountEmail, completedAt, hasTemplates);
    // The invoice's number is taken last in the transaction: its sequence's row is held only to the commit.
    const lineTaxes = paid.lineTaxes?.length === items.length ? paid.lineTaxes : null;
    const invoice = await this.invoices.invoiceSteps(
      { ...order, ...paid },
      items.map((item, i) => ({ ...item, taxCents: lineTaxes?.[i]?.taxCents ?? 0, taxRateBps: lineTaxes?.[i]?.rateBps ?? null })),
      completedAt,
      this.provider.name === 'simulated',
    );
    const refusal = await this.orders.complete(
      order,
      items,
      payment,
      paid,
      completedAt,
      [
        this.confirmation.owedStep(order.id, accountEmail),
        ...delivery.steps,
        ...reminder,
        // One purchase code per licence bought, and an upgrade's Regular codes made Extended (decision 091).
        ...this.codes.completionSteps(
          order.userId,
          order.id,
          items
            .filter((item) => !isCustomBuildLine(item))
            .map((item) => ({
              id: item.id,
              templateId: item.templateId,
              quantity: Number(item.quantity),
              licence: item.licence === 'extended' ? 'extended' : 'regular',
              licenceUpgrade: Boolean(Number(item.licenceUpgrade)),
            })),
          completedAt,
        ),
      ],
      invoice,
    );
    if (refusal) return { refusal, completedAt, items };

    // The mail is owed in the database now; the sender delivers it behind this answer, and retries.
    this.mail.wake();
    this.metrics.payments.inc({ provider: this.provider.name, outcome: 'completed' });
    this.reviewReminders.scheduled(completedAt, hasTemplates);
    await this.customBuilds.afterCompletion(delivery.jobIds);
    return { refusal: null, completedAt, items };
  }
}
