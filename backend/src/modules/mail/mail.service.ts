import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { Clock } from '../../common/clock';
import { OutboxMessageEntity } from './entities/outbox-message.entity';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type MailDelivery = { kind: 'smtp'; messageId: string } | { kind: 'outbox'; id: string; emlPath: string };

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise keeps it in the outbox: a database row plus
 * the full RFC 822 message as DATA_DIR/outbox/<id>.eml (open it in any mail client).
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly smtp: Transporter | undefined;
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Background mail goes out one message at a time, behind the one before. */
  private backgroundLane: Promise<void> = Promise.resolve();
  private outboxDirectory: Promise<unknown> | undefined;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectRepository(OutboxMessageEntity) private readonly outbox: Repository<OutboxMessageEntity>,
    private readonly clock: Clock,
  ) {
    this.smtp = config.smtpUrl ? createTransport(config.smtpUrl) : undefined;
  }

  async send(message: MailMessage): Promise<MailDelivery> {
    const sending = this.deliver(message);
    this.inFlight.add(sending);
    try {
      return await sending;
    } finally {
      this.inFlight.delete(sending);
    }
  }

  /**
   * For mail the request must not wait for (a slow mail server, or timing that would reveal things).
   * Such messages are sent one at a time, in order: a burst of completed orders then costs the web
   * process one message's work at a time instead of all of them at once, so the calls answering
   * shoppers keep their pace. Failures are logged.
   */
  sendInBackground(message: MailMessage, what: string): void {
    this.backgroundLane = this.backgroundLane.then(() =>
      this.send(message).then(
        () => undefined,
        (error: Error) => this.logger.error(`Could not send ${what}: ${error.message}`),
      ),
    );
  }

  /** Lets queued mail finish before the database and process go away. */
  async onApplicationShutdown(): Promise<void> {
    await this.backgroundLane;
    await Promise.allSettled([...this.inFlight]);
    this.smtp?.close();
  }

  private async deliver(message: MailMessage): Promise<MailDelivery> {
    const envelope = { from: this.config.mailFrom, ...message };
    if (this.smtp) {
      const info = (await this.smtp.sendMail(envelope)) as { messageId: string };
      return { kind: 'smtp', messageId: info.messageId };
    }
    const composed = (await this.composer.sendMail(envelope)) as { message: Buffer };
    const row = this.outbox.create({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      createdAt: this.clock.now(),
    });
    row.assignId();
    row.emlPath = join('outbox', `${row.id}.eml`);
    // Created once per process; if it disappears, the failed write makes the next message create it again.
    this.outboxDirectory ??= mkdir(join(this.config.dataDir, 'outbox'), { recursive: true });
    try {
      await this.outboxDirectory;
      await writeFile(join(this.config.dataDir, row.emlPath), composed.message, { mode: 0o600 });
    } catch (error) {
      this.outboxDirectory = undefined;
      throw error;
    }
    await this.outbox.insert(row); // one INSERT; save() would read the row first and wrap it in a transaction
    return { kind: 'outbox', id: row.id, emlPath: row.emlPath };
  }
}
