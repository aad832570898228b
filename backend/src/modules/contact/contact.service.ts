import { Injectable } from '@nestjs/common';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@tm/contracts/contact';
import type { ContactBodySchema } from '@tm/contracts/contact.schemas';
import type { z } from 'zod';
import { ClockService } from '../../common/clock';
import { uuidV7 } from '../../database/uuid-v7';
import { MailService } from '../../infrastructure/mail';
import { bySubject, RateLimitService } from '../../infrastructure/rate-limit';
import { ShopSettingsService } from '../shop-settings';
import { CONTACT_MAIL, contactMailSubject } from './contact-mail';
import { ContactRepository } from './contact.repository';

const HOUR = 60 * 60_000;

/**
 * The contact form (decision 037): a message is stored and its mail to the support inbox owed in one
 * transaction (the outbox sends it, with the visitor in Reply-To only). A bot (honeypot filled, or a
 * form sent faster than a person can fill it) is answered like a success and kept out of the inbox.
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly contact: ContactRepository,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly clock: ClockService,
    private readonly shop: ShopSettingsService,
  ) {}

  /** True when the message was taken in; false when it was quietly dropped as a bot's. */
  async submit(body: z.output<typeof ContactBodySchema>, ip: string): Promise<boolean> {
    const now = this.clock.now();
    // Our page always says how long the form was open: a post without it did not come from the form (decision 050).
    if (body.website || body.fillMs === undefined || body.fillMs < CONTACT_LIMITS.minFillMs) return false;
    const limit = { max: CONTACT_LIMITS.perHour, windowMs: HOUR };
    const byAddress = await this.limits.take({ bucket: 'contact-ip', ...limit }, bySubject.address(ip), CONTACT_MESSAGES.tooMany);
    try {
      await this.limits.take({ bucket: 'contact-email', ...limit }, bySubject.key(body.email.toLowerCase()), CONTACT_MESSAGES.tooMany);
    } catch (error) {
      await byAddress.release();
      throw error;
    }
    const id = uuidV7(now.getTime());
    const { name, email, subject, category, message } = body;
    // The inbox shoppers are told to write to (the owner's, else SUPPORT_EMAIL: decision 075) gets the form's messages too.
    const { supportEmail } = await this.shop.identity();
    await this.contact.insertMessage({ id, name, email, subject, category, message, ip, createdAt: now }, [
      this.mail.owedStep({
        kind: CONTACT_MAIL,
        refId: id,
        to: supportEmail,
        subject: contactMailSubject(body.category, body.subject),
      }),
    ]);
    this.mail.wake();
    return true;
  }
}
