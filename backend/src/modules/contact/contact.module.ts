import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { AuditLogService } from '../admin/audit-log.service';
import { AdminMessagesController } from './admin-messages.controller';
import { AdminMessagesService } from './admin-messages.service';
import { ContactController } from './contact.controller';
import { ContactMailComposer } from './contact-mail';
import { ContactService } from './contact.service';

/** The contact form, its mail to the support inbox, and the admins' inbox (issue 14 §2). */
@Module({
  imports: [MailModule, RateLimitModule],
  controllers: [ContactController, AdminMessagesController],
  providers: [ContactService, ContactMailComposer, AdminMessagesService, AuditLogService],
})
export class ContactModule {}
