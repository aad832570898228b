import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ContactController } from './contact.controller';
import { ContactMailComposer } from './contact-mail';
import { ContactService } from './contact.service';

/** The contact form and its mail to the support inbox (issue 14 §2). */
@Module({
  imports: [MailModule, RateLimitModule],
  controllers: [ContactController],
  providers: [ContactService, ContactMailComposer],
})
export class ContactModule {}
