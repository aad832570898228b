import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { dialectOf, sqlDate } from '../../database/sql-dialect';

/**
 * The statements behind a provider's notifications (decisions 042, 066): the refund of a payment that
 * came for an order no longer payable, refunds made at the provider, disputes. PaymentNotificationsService
 * decides when; every change here is conditional, so a redelivered event changes nothing twice.
 */
@Injectable()
export class PaymentEventsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private at(date: Date): string | Date {
    return sqlDate(dialectOf(this.dataSource), date);
  }

  /** Claims an unusable payment's refund, unless it is refunded, refused, or claimed since `staleBefore`; true when claimed. */
  async claimUnusableRefund(paymentId: string, providerPaymentId: string, now: Date, staleBefore: Date): Promise<boolean> {
    const taken = await runAtomically(this.dataSource, [
      {
        sql: "UPDATE payments SET unusableRefund = 'claimed', unusableRefundAt = ?, providerPaymentId = ? WHERE id = ? AND refundedCents = 0 AND (unusableRefund IS NULL OR (unusableRefund = 'claimed' AND unusableRefundAt < ?))",
        params: [this.at(now), providerPaymentId, paymentId, this.at(staleBefore)],
        abortUnlessChanged: 'taken',
      },
    ]);
    return taken === null;
  }

  /** The provider could not be asked: the claim goes, so the next delivery asks again. */
  async releaseUnusableRefund(paymentId: string): Promise<void> {
    await this.dataSource.query("UPDATE payments SET unusableRefund = NULL WHERE id = ? AND unusableRefund = 'claimed'", [paymentId]);
  }

  /**
   * The claimed refund of `refundedCents` (what was charged, tax included: decision 081) is done, with
   * `alsoRun` (the buyer's mail) in the same transaction; false when it was settled already.
   */
  async unusableRefundDone(paymentId: string, refundedCents: number, now: Date, alsoRun: readonly Step[]): Promise<boolean> {
    const refusal = await runAtomically(this.dataSource, [
      {
        sql: "UPDATE payments SET refundedCents = ?, unusableRefund = 'done', unusableRefundAt = ? WHERE id = ? AND unusableRefund = 'claimed'",
        params: [refundedCents, this.at(now), paymentId],
        abortUnlessChanged: 'already-refunded',
      },
      ...alsoRun,
    ]);
    return refusal === null;
  }

  /** The step that marks a claimed refund refused for good (for `applyWith`). */
  unusableRefundRefusedStep(paymentId: string, now: Date): Step {
    return {
      sql: "UPDATE payments SET unusableRefund = 'refused', unusableRefundAt = ? WHERE id = ? AND unusableRefund = 'claimed'",
      params: [this.at(now), paymentId],
      abortUnlessChanged: 'settled',
    };
  }

  /** The step that marks an order disputed, once (for `applyWith`). */
  disputedStep(orderId: string, now: Date): Step {
    return {
      sql: 'UPDATE orders SET disputedAt = ? WHERE id = ? AND disputedAt IS NULL',
      params: [this.at(now), orderId],
      abortUnlessChanged: 'already-disputed',
    };
  }

  /** A conditional change and `alsoRun` in one transaction; false, with nothing done, when the change did not apply. */
  async applyWith(change: Step, alsoRun: readonly Step[]): Promise<boolean> {
    return (await runAtomically(this.dataSource, [change, ...alsoRun])) === null;
  }

  /** What the provider has refunded of a payment, kept when it grew. */
  async recordRefundedCents(paymentId: string, refundedCents: number): Promise<void> {
    await this.dataSource.query('UPDATE payments SET refundedCents = ? WHERE id = ? AND refundedCents < ?', [
      refundedCents,
      paymentId,
      refundedCents,
    ]);
  }
}
