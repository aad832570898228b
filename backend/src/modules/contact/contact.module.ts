import { Module } from '@nestjs/common';
import { MailModule } from '../../infrastructure/mail';
import { RateLimitModule } from '../../infrastructure/rate-limit';
import { AuditModule } from '../../infrastructure/audit';
import { ShopSettingsModule } from '../shop-settings';
import { AdminMessagesController } from './admin-messages.controller';
import { AdminMessagesService } from './admin-messages.service';
import { ContactController } from './contact.controller';
import { ContactMailComposer } from './contact-mail';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

/** The contact form, its mail to the support inbox, and the admins' inbox (decisions 037, 038). */
@Module({
  imports: [AuditModule, MailModule, RateLimitModule, ShopSettingsModule],
  controllers: [ContactController, AdminMessagesController],
  providers: [ContactService, ContactMailComposer, AdminMessagesService, ContactRepository],
})
export class ContactModule {}
