// The mail module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { MailComposersService, STORED_MAIL_KIND } from './mail-composers';
export { type ComposedMail, type MailComposer, MailNoLongerOwed, PermanentMailError } from './mail-message';
export { MailModule } from './mail.module';
export { MailService } from './mail.service';
