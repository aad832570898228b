import { Module } from '@nestjs/common';
import { MailComposers } from './mail-composers';
import { MailTransport } from './mail-transport';
import { MailService } from './mail.service';
import { OutboxDelivery } from './outbox-delivery.service';
import { InProcessOutboxSender, OutboxSender } from './outbox-sender';
import { OutboxRepository } from './outbox.repository';

/** The transactional outbox and its sender (decision 022). */
@Module({
  providers: [
    MailService,
    MailComposers,
    MailTransport,
    OutboxRepository,
    OutboxDelivery,
    InProcessOutboxSender,
    { provide: OutboxSender, useExisting: InProcessOutboxSender },
  ],
  exports: [MailService, MailComposers],
})
export class MailModule {}
