import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type ComposedMail, type MailComposer, MailComposersService, PermanentMailError } from '../../infrastructure/mail';
import { FormRelayRepository } from './form-relay.repository';

export const FORM_RELAY_MAIL = 'form-relay-message';

/** The subject a site owner's mail gets; the site's name is the shop's record, one line. */
export const formRelayMailSubject = (siteName: string) => `New message from your website ${siteName.replace(/[\r\n]+/g, ' ')}`;

/**
 * A relayed submission's mail to the site owner, composed when sent from the stored submission
 * (decision 092, as contact mail in decision 037): plain text, each field `name: value` in the order
 * posted, the time; from the shop (MAIL_FROM), the visitor only in Reply-To and only when validated.
 */
@Injectable()
export class FormRelayMailComposer implements MailComposer, OnModuleInit {
  constructor(
    private readonly relay: FormRelayRepository,
    private readonly composers: MailComposersService,
  ) {}

  onModuleInit(): void {
    this.composers.register(FORM_RELAY_MAIL, this);
  }

  async compose(row: { refId: string | null; to: string; subject: string }): Promise<ComposedMail> {
    const message = row.refId ? await this.relay.message(row.refId) : null;
    if (!message) throw new PermanentMailError('The relayed form message is gone');
    const site = await this.relay.siteById(message.siteId);
    const fields = JSON.parse(message.fields) as Array<[string, string]>;
    const text = [
      site ? `Someone sent this through a form on your website ${site.siteName}.` : 'Someone sent this through a form on your website.',
      message.replyTo ? 'Reply to this mail to answer them.' : 'They left no email address to answer.',
      '',
      ...fields.map(([name, value]) => `${name}: ${value.replace(/\r\n|\r|\n/g, '\n  ')}`),
      '',
      `Sent: ${new Date(message.createdAt).toISOString()}`,
    ].join('\n');
    return { message: { to: row.to, subject: row.subject, text, ...(message.replyTo ? { replyTo: message.replyTo } : {}) }, secrets: [] };
  }
}
