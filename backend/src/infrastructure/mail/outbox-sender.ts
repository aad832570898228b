import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { InjectProcessRole, type ProcessRole } from '../../common/process-role';
import { withinDeadline } from '../../common/within-deadline';
import { MAIL_QUEUE, MAIL_ROUND_OPTIONS } from '../queues';
import { MailTransportService } from './mail-transport';
import { OutboxDeliveryService } from './outbox-delivery.service';

/**
 * Who runs the outbox deliveries. Writers of mail only call `wake()` after their commit; the sender
 * finds the work in the table itself, so a wake-up that is lost (a crash, Redis away) only delays a
 * mail until the next poll.
 */
export abstract class OutboxSender {
  /** Mail was committed to the outbox: deliver it soon. Never throws, never waits. */
  abstract wake(): void;
  /** Deliver what falls due at `dueAt` then (a review reminder). */
  abstract wakeAt(dueAt: Date): void;
}

/** Even with nothing woken, the table is looked at this often (other processes' mail, retries, expired leases). */
const MAX_POLL_MS = 5_000;

/**
 * The mail lane (decisions 022, 033). Without REDIS_URL the web process delivers: at start
 * (mail left pending by a previous run), on every wake-up, and on a timer. With REDIS_URL a wake-up is
 * a job on Bull's mail queue, taken by whichever process runs the lane (the web process and every
 * `npm run worker`): a round of OutboxDeliveryService, which Bull retries with backoff when it fails (the
 * database away); each also polls for retries that fall due. Either way each mail has its own retries
 * with backoff in the outbox, survives an SMTP or spool outage, and is sent once (claims with leases).
 */
@Injectable()
export class MailLaneOutboxSender extends OutboxSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly pollMs: number;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private queue: Queue | undefined;
  /** Whether this process delivers: not a command-line tool, nor an idle worker of the in-process driver. */
  private readonly delivers: boolean;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectProcessRole() role: ProcessRole,
    private readonly delivery: OutboxDeliveryService,
    private readonly transport: MailTransportService,
    private readonly moduleRef: ModuleRef,
  ) {
    super();
    this.pollMs = Math.min(MAX_POLL_MS, config.mail.retryBaseMs);
    this.delivers = config.queueDriver === 'bull' ? role !== 'cli' : role === 'web';
  }

  onApplicationBootstrap(): void {
    if (this.config.queueDriver === 'bull') {
      this.queue = this.moduleRef.get<Queue>(getQueueToken(MAIL_QUEUE), { strict: false });
      if (this.delivers) void this.queue.process(1, () => this.round());
    }
    this.stopped = false;
    if (this.delivers) this.drainSoon();
  }

  wake(): void {
    if (this.stopped) return;
    // No queue: this process delivers itself, or (an idle worker of the in-process driver) leaves the
    // mail to the web process's next poll.
    if (!this.queue) return this.delivers ? this.drainSoon() : undefined;
    withinDeadline(
      this.queue.add({}, MAIL_ROUND_OPTIONS),
      this.config.timeouts.redisCommandMs,
      () => new Error('Redis did not answer'),
    ).catch((error: Error) =>
      // The mail is in the outbox: a worker's poll sends it.
      this.logger.warn(`Mail wake-up not queued (${error.message}); a worker's poll will send it`),
    );
  }

  /**
   * Has the mail due at `dueAt` delivered then: a delayed Bull job (kept in Redis across restarts).
   * Without a queue the senders' poll finds it once due; so does a worker's poll if the job is lost.
   */
  wakeAt(dueAt: Date): void {
    if (this.stopped || !this.queue) return;
    const delay = Math.max(0, dueAt.getTime() - Date.now());
    withinDeadline(
      this.queue.add({}, { ...MAIL_ROUND_OPTIONS, delay }),
      this.config.timeouts.redisCommandMs,
      () => new Error('Redis did not answer'),
    ).catch((error: Error) =>
      this.logger.warn(`Delayed mail wake-up not queued (${error.message}); a worker's poll will send it when due`),
    );
  }

  /** Lets the mail being sent finish (no new one starts) before the database goes away. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** One Bull job: deliver what is due; throws when the outbox cannot be read, so Bull retries with backoff. */
  private async round(): Promise<void> {
    for (;;) {
      const { more } = await this.delivery.deliverDue(() => this.stopped);
      if (!more || this.stopped) return;
    }
  }

  private drainSoon(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) this.drainSoon();
      else this.timer = setTimeout(() => this.drainSoon(), this.pollMs).unref();
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      this.again = false;
      try {
        const { more } = await this.delivery.deliverDue(() => this.stopped);
        if (!more && !this.again) return;
      } catch (error) {
        // The database is away: the next poll tries again.
        this.logger.warn(`Outbox round failed: ${(error as Error).message}`);
        return;
      }
      if (this.stopped) return;
    }
  }
}
