import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ACCEPTANCE_DAYS } from '@tm/contracts/custom-build-delivery';
import { InjectProcessRole, type ProcessRole } from '../../common/process-role';
import { uuidV7 } from '../../database/uuid-v7';
import { MailService, STORED_MAIL_KIND } from '../../infrastructure/mail';
import { autoAcceptedBuyerMail, autoAcceptedOwnerMail } from './build-mails';
import { DeskBuildsService } from './desk-builds.service';

const DAY_MS = 86_400_000;
/** Every quarter of an hour: the promise is counted in days, a build accepted minutes late loses nothing. */
export const AUTO_ACCEPT_EVERY_MS = 15 * 60_000;
const BATCH = 50;

/**
 * Decision 093: a delivered build the buyer has not answered within ACCEPTANCE_DAYS counts as accepted.
 * The web processes sweep for them; each build is accepted by a conditional UPDATE (still delivered, still
 * past its period) in the same transaction as the two mails it owes, so when several nodes sweep at
 * once, or the buyer answers at the same moment, exactly one of them changes it and mails.
 */
@Injectable()
export class AutoAcceptService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('StudioDesk');
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | undefined;

  constructor(
    private readonly builds: DeskBuildsService,
    private readonly mail: MailService,
    @InjectProcessRole() private readonly role: ProcessRole,
  ) {}

  onModuleInit(): void {
    if (this.role !== 'web') return;
    this.timer = setInterval(() => void this.sweepOnce(), AUTO_ACCEPT_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** One sweep (a run already under way in this process is joined); resolves to how many builds it accepted. */
  sweepOnce(): Promise<number> {
    this.sweeping ??= this.sweep()
      .catch((error: Error) => {
        this.logger.warn(`Auto-accept sweep failed: ${error.message}`);
        return 0;
      })
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async sweep(): Promise<number> {
    const repo = this.builds.repository;
    let accepted = 0;
    for (;;) {
      const now = this.builds.now();
      const deliveredBy = new Date(now.getTime() - ACCEPTANCE_DAYS * DAY_MS);
      const due = await repo.dueForAutoAccept(deliveredBy, BATCH);
      let changed = 0;
      for (const orderItemId of due) {
        const row = await repo.build(orderItemId);
        if (!row) continue;
        const facts = await this.builds.mailFacts(row);
        const buyer = autoAcceptedBuyerMail(facts);
        const owner = autoAcceptedOwnerMail(facts);
        const failed = await repo.run([
          repo.acceptStep(orderItemId, 'auto', now, 'answered or accepted meanwhile', deliveredBy),
          this.mail.owedStep({ kind: STORED_MAIL_KIND, refId: uuidV7(now.getTime()), to: row.customerEmail, ...buyer }),
          this.mail.owedStep({ kind: STORED_MAIL_KIND, refId: uuidV7(now.getTime()), to: await this.builds.ownerEmail(), ...owner }),
        ]);
        if (!failed) changed += 1;
      }
      accepted += changed;
      if (changed > 0) this.mail.wake();
      if (due.length < BATCH || changed === 0) return accepted;
    }
  }
}
