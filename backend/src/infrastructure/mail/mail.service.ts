import { Injectable } from '@nestjs/common';
import type { Step } from '../../database/atomic-steps';
import { ClockService } from '../../common/clock';
import { STORED_MAIL_KIND } from './mail-composers';
import type { MailMessage } from './mail-message';
import { OutboxSender } from './outbox-sender';
import { OutboxRepository, type OwedMail } from './outbox.repository';

/**
 * How the rest of the app owes mail (decision 022). A mail is a row of the outbox written together
 * with the fact that owes it: `owedStep` goes into the caller's own atomic batch, and `wake` after its
 * commit has the sender deliver it soon. Mail that carries a secret is composed at send time by a
 * composer registered for its kind (MailComposersService), from the id of its fact.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly sender: OutboxSender,
    private readonly clock: ClockService,
  ) {}

  /** The outbox INSERT for the caller's atomic batch; call `wake()` once the batch committed. */
  owedStep(mail: OwedMail): Step {
    return this.outbox.insertStep(mail, this.clock.now());
  }

  /**
   * A mail owed later (a review reminder): written now with the fact, due at `dueAt`; call
   * `wakeAt(dueAt)` after the commit. Its composer decides at send time whether it is still owed.
   */
  owedLaterStep(mail: OwedMail, dueAt: Date): Step {
    return this.outbox.insertStep(mail, this.clock.now(), undefined, dueAt);
  }

  /** A delayed wake-up for mail due later (a delayed queue job with Redis; the senders' poll without). */
  wakeAt(dueAt: Date): void {
    this.sender.wakeAt(dueAt);
  }

  /** Like owedStep, one mail per address the SELECT `recipients` finds (a column named email). */
  owedForEachStep(mail: Omit<OwedMail, 'to'>, recipients: { sql: string; params: ReadonlyArray<string | number> }): Step {
    return this.outbox.insertForEachStep(mail, recipients, this.clock.now());
  }

  wake(): void {
    this.sender.wake();
  }

  /** A mail owed by nothing else in the database (no secrets inside: it is kept as written). Resolves with its outbox id once stored. */
  async send(message: MailMessage): Promise<string> {
    const id = await this.outbox.insert(
      { kind: STORED_MAIL_KIND, refId: null, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null },
      this.clock.now(),
    );
    this.sender.wake();
    return id;
  }
}
