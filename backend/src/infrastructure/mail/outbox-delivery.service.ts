import { backoffMs } from '../../common/backoff';
import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { withRequestId } from '../../common/logging/request-context';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { ClockService } from '../../common/clock';
import type { OutboxMessageEntity } from './entities/outbox-message.entity';
import { MailComposersService } from './mail-composers';
import { MailNoLongerOwed, PermanentMailError, redact, type ComposedMail } from './mail-message';
import { MailTransportService } from './mail-transport';
import { OutboxRepository } from './outbox.repository';
import { errorMessage } from '../../common/errors';

/** After this many attempts a mail is given up (status failed): about a day with the default retry times. */
export const MAX_MAIL_ATTEMPTS = 30;

/** Mail read per claim round; each is claimed on its own just before it is sent, so a long round holds no lease in advance. */
const BATCH = 20;

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'cancelled' | 'taken';

/**
 * Delivers due outbox mail, one at a time: claim (a lease), compose, hand to the peer, record "sent" at
 * once. Knows nothing of who calls it: the in-process sender now, a queue job later (decision 022).
 * Several instances, in one process or many, share the table safely: a claim takes a mail only when no
 * live lease holds it.
 */
@Injectable()
export class OutboxDeliveryService {
  private readonly logger = new Logger('Mail');
  /** This instance's name on the leases it takes. */
  readonly owner = randomUUID();

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly outbox: OutboxRepository,
    private readonly composers: MailComposersService,
    private readonly transport: MailTransportService,
    private readonly clock: ClockService,
  ) {}

  /**
   * One round over the mail due now. `more` says the round was full, so the caller should go again
   * rather than wait for its next poll. `shouldStop` is asked before each mail (shutting down).
   */
  async deliverDue(shouldStop: () => boolean = () => false): Promise<{ outcomes: DeliveryOutcome[]; more: boolean }> {
    const rows = await this.outbox.due(this.clock.now(), BATCH, this.composers.kinds());
    const outcomes: DeliveryOutcome[] = [];
    for (const row of rows) {
      if (shouldStop()) return { outcomes, more: true };
      outcomes.push(await this.deliver(row));
    }
    return { outcomes, more: rows.length === BATCH };
  }

  /** Claims and delivers one due mail; 'taken' when another sender holds it or it is no longer due. */
  deliver(row: OutboxMessageEntity): Promise<DeliveryOutcome> {
    // The sender's log lines about this mail carry the id of the request that owed it (decision 046).
    return withRequestId(row.requestId, () => this.claimAndDeliver(row));
  }

  private async claimAndDeliver(row: OutboxMessageEntity): Promise<DeliveryOutcome> {
    const claimedAt = this.clock.now();
    if (!(await this.outbox.claim(row.id, this.owner, claimedAt, new Date(claimedAt.getTime() + this.config.mail.leaseMs)))) return 'taken';
    const lease = this.holdLease(row.id, claimedAt);
    try {
      const attempt = row.attempts + 1;
      let composed: ComposedMail;
      let emlPath: string | null;
      try {
        composed = await this.composers.compose(row);
        ({ emlPath } = await this.transport.deliver(row.id, composed.message, this.clock.now()));
      } catch (error) {
        return await this.failed(row, attempt, error);
      }
      // The peer has it: from here until "sent" is committed, a crash means the mail goes again (same
      // Message-ID). Nothing else happens in between; decision 022.
      const { message, secrets } = composed;
      await this.recordSent(row.id, lease, {
        at: this.clock.now(),
        text: redact(message.text, secrets),
        html: message.html === undefined ? null : redact(message.html, secrets),
        emlPath,
      });
      this.logger.log(`Mail ${row.id} (${row.kind}) sent`);
      return 'sent';
    } finally {
      lease.release();
    }
  }

  /**
   * Keeps the claim alive while this sender works on the mail, however slow the peer: renewed every
   * third of MAIL_LEASE_MS, so only a sender that is gone (or cut off from the database) loses it, and
   * only then may another take the mail over. `until` is the lease as last written.
   */
  private holdLease(id: string, claimedAt: Date): { until: () => number; release: () => void } {
    const { leaseMs } = this.config.mail;
    let until = claimedAt.getTime() + leaseMs;
    const timer = setInterval(
      () => {
        const next = this.clock.now().getTime() + leaseMs;
        this.outbox.extendLease(id, this.owner, new Date(next)).then(
          (held) => {
            if (held) until = next;
          },
          (error: Error) => this.logger.warn(`Mail ${id}: its lease could not be renewed: ${error.message}`),
        );
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return { until: () => until, release: () => clearInterval(timer) };
  }

  /**
   * Records "sent", retrying while the lease lasts should the database be briefly away: past the lease
   * another sender could take the mail and send a second copy, which is what the retries try to prevent.
   */
  private async recordSent(id: string, lease: { until: () => number }, sent: Parameters<OutboxRepository['markSent']>[1]): Promise<void> {
    for (let wait = 100; ; wait = Math.min(wait * 2, 5_000)) {
      try {
        await this.outbox.markSent(id, sent);
        return;
      } catch (error) {
        const left = lease.until() - this.clock.now().getTime();
        if (left <= wait) {
          this.logger.error(
            `Mail ${id} was delivered but could not be recorded as sent (${(error as Error).message}); it may be sent again`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  private async failed(row: OutboxMessageEntity, attempt: number, error: unknown): Promise<DeliveryOutcome> {
    const reason = errorMessage(error);
    const what = `Mail ${row.id} (${row.kind})`;
    try {
      if (error instanceof MailNoLongerOwed) {
        await this.outbox.markFailed(row.id, this.owner, reason, 'cancelled');
        this.logger.log(`${what} cancelled: ${reason}`);
        return 'cancelled';
      }
      if (error instanceof PermanentMailError || attempt >= MAX_MAIL_ATTEMPTS) {
        await this.outbox.markFailed(row.id, this.owner, reason);
        this.logger.error(`${what} given up after ${attempt} attempt(s): ${reason}`);
        return 'failed';
      }
      const delay = backoffMs(attempt, this.config.mail.retryBaseMs, this.config.mail.retryMaxMs);
      await this.outbox.markRetry(row.id, this.owner, new Date(this.clock.now().getTime() + delay), reason);
      this.logger.warn(`${what} not delivered (attempt ${attempt}): ${reason}; next attempt in ${Math.ceil(delay / 1000)} s`);
    } catch (markError) {
      // The lease runs out and the mail comes back by itself.
      this.logger.warn(`${what} not delivered (${reason}), and its retry could not be recorded: ${(markError as Error).message}`);
    }
    return 'retry';
  }
}
