import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { MailTransport } from './mail-transport';
import { OutboxDelivery } from './outbox-delivery.service';

/**
 * Who runs the outbox deliveries. Writers of mail only call `wake()` after their commit; the sender
 * finds the work in the table itself, so a wake-up that is lost (a crash, another process) only delays
 * a mail until the next poll. In process today; the job engine of a later issue implements the same
 * class (a wake-up enqueues a job whose processor calls OutboxDelivery.deliverDue).
 */
export abstract class OutboxSender {
  /** Mail was committed to the outbox: deliver it soon. Never throws, never waits. */
  abstract wake(): void;
}

/** Even with nothing woken, the table is looked at this often (other processes' mail, retries, expired leases). */
const MAX_POLL_MS = 5_000;

/**
 * Runs OutboxDelivery inside the web process: at start (mail left pending by a previous run), on every
 * wake-up, and on a timer. One round at a time, one mail at a time, so a burst of completed orders
 * costs the process one mail's work at a time (decision 019).
 */
@Injectable()
export class InProcessOutboxSender extends OutboxSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly pollMs: number;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly delivery: OutboxDelivery,
    private readonly transport: MailTransport,
  ) {
    super();
    this.pollMs = Math.min(MAX_POLL_MS, config.mail.retryBaseMs);
  }

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) this.wake();
      else this.timer = setTimeout(() => this.wake(), this.pollMs).unref();
    });
  }

  /** Lets the mail being sent finish (no new one starts) before the database goes away. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
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
