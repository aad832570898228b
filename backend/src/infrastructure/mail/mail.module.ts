import { Module } from '@nestjs/common';
import { MailComposersService } from './mail-composers';
import { MailTransportService } from './mail-transport';
import { MailService } from './mail.service';
import { OutboxDeliveryService } from './outbox-delivery.service';
import { MailLaneOutboxSender, OutboxSender } from './outbox-sender';
import { OutboxRepository } from './outbox.repository';

/** The transactional outbox and its sender, the mail lane (decisions 022, 033). */
@Module({
  providers: [
    MailService,
    MailComposersService,
    MailTransportService,
    OutboxRepository,
    OutboxDeliveryService,
    MailLaneOutboxSender,
    { provide: OutboxSender, useExisting: MailLaneOutboxSender },
  ],
  exports: [MailService, MailComposersService],
})
export class MailModule {}
