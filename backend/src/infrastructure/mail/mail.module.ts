import { Module } from '@nestjs/common';
import { MailComposers } from './mail-composers';
import { MailTransport } from './mail-transport';
import { MailService } from './mail.service';
import { OutboxDelivery } from './outbox-delivery.service';
import { MailLane, OutboxSender } from './outbox-sender';
import { OutboxRepository } from './outbox.repository';

/** The transactional outbox and its sender, the mail lane (decisions 022, 033). */
@Module({
  providers: [
    MailService,
    MailComposers,
    MailTransport,
    OutboxRepository,
    OutboxDelivery,
    MailLane,
    { provide: OutboxSender, useExisting: MailLane },
  ],
  exports: [MailService, MailComposers],
})
export class MailModule {}
