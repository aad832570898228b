import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CONTACT_CATEGORIES, type ContactCategory } from '@tm/contracts/contact';
import { type ComposedMail, type MailComposer, MailComposersService, PermanentMailError } from '../../infrastructure/mail';
import { ContactRepository } from './contact.repository';

export const CONTACT_MAIL = 'contact-message';

export const contactMailSubject = (category: ContactCategory, subject: string) => `[Contact: ${CONTACT_CATEGORIES[category]}] ${subject}`;

/**
 * The support inbox's copy of a contact message, composed when sent from the stored message: from
 * the shop (MAIL_FROM) to the support address (decision 075), the visitor only in Reply-To (validated, one line).
 */
@Injectable()
export class ContactMailComposer implements MailComposer, OnModuleInit {
  constructor(
    private readonly contact: ContactRepository,
    private readonly composers: MailComposersService,
  ) {}

  onModuleInit(): void {
    this.composers.register(CONTACT_MAIL, this);
  }

  async compose(row: { refId: string | null; to: string; subject: string }): Promise<ComposedMail> {
    const message = row.refId ? await this.contact.message(row.refId) : null;
    if (!message) throw new PermanentMailError('The contact message is gone');
    const text = [
      `From: ${message.name} <${message.email}> (reply to this mail to answer them)`,
      `Category: ${CONTACT_CATEGORIES[message.category]}`,
      `Subject: ${message.subject}`,
      `Sent: ${new Date(message.createdAt).toISOString()}`,
      '',
      message.message,
    ].join('\n');
    return { message: { to: row.to, subject: row.subject, text, replyTo: message.email }, secrets: [] };
  }
}
