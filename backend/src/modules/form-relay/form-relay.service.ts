import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { FORM_RELAY_LIMITS, FORM_RELAY_MESSAGES, FORM_RELAY_SITE_KEY_PATTERN } from '@tm/contracts/form-relay';
import { z } from 'zod';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { uuidV7 } from '../../database/uuid-v7';
import { MailService } from '../../infrastructure/mail';
import { bySubject, RateLimitService } from '../../infrastructure/rate-limit';
import { FORM_RELAY_MAIL, formRelayMailSubject } from './form-relay-mail';
import { readSubmission } from './form-relay-fields';
import { FormRelayRepository } from './form-relay.repository';
import type { FormRelaySiteEntity } from './entities/form-relay-site.entity';

const HOUR = 60 * 60_000;
const SITE_KEY_BYTES = 24;

export interface NewRelaySite {
  siteName: string;
  recipientEmail: string;
  /** The custom build delivery the site is made for. */
  deliveryId?: string | null;
}

export interface RelaySite {
  id: string;
  siteKey: string;
  siteName: string;
  recipientEmail: string;
  deliveryId: string | null;
}

/** What a submission came to: sent (mail owed) or dropped as a bot's; the caller answers both alike. */
export interface RelayOutcome {
  siteName: string;
  sent: boolean;
}

const NewSiteSchema = z.object({
  siteName: z
    .string()
    .trim()
    .min(1)
    .max(FORM_RELAY_LIMITS.siteNameMax)
    .regex(/^[^\r\n]*$/),
  recipientEmail: z.email().max(254),
  deliveryId: z.string().max(36).nullish(),
});

const relaySiteOf = (row: FormRelaySiteEntity): RelaySite => ({
  id: row.id,
  siteKey: row.siteKey,
  siteName: row.siteName,
  recipientEmail: row.recipientEmail,
  deliveryId: row.deliveryId,
});

/**
 * The shop's form relay (decision 092): static sites the shop built post their forms here, and each
 * submission is stored and its mail to the site owner owed in one transaction (decision 022). Limits
 * count per site and per client address; a bot that fills the honeypot is answered like a person.
 */
@Injectable()
export class FormRelayService {
  private readonly logger = new Logger('FormRelay');

  constructor(
    private readonly relay: FormRelayRepository,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly clock: ClockService,
  ) {}

  /** A new relay site with a fresh unguessable key (a custom build delivery uses siteForDelivery). */
  async createSite(input: NewRelaySite): Promise<RelaySite> {
    const { siteName, recipientEmail, deliveryId } = NewSiteSchema.parse(input);
    const now = this.clock.now();
    const site = {
      id: uuidV7(now.getTime()),
      siteKey: randomBytes(SITE_KEY_BYTES).toString('hex'),
      siteName,
      recipientEmail,
      deliveryId: deliveryId ?? null,
    };
    await this.relay.insertSite({ ...site, createdAt: now });
    return site;
  }

  /**
   * The one relay site of a delivery (decision 096): the existing one when the delivery job runs
   * again, else a new one. Two runs at the same moment both make one and both keep the oldest; the
   * other is disabled, so no form ever posts to it.
   */
  async siteForDelivery(input: NewRelaySite & { deliveryId: string }): Promise<RelaySite> {
    const existing = (await this.relay.sitesOfDelivery(input.deliveryId))[0];
    if (existing) return relaySiteOf(existing);
    const made = await this.createSite(input);
    const [first] = await this.relay.sitesOfDelivery(input.deliveryId);
    if (first && first.id !== made.id) {
      await this.relay.disableSite(made.siteKey, this.clock.now());
      return relaySiteOf(first);
    }
    return made;
  }

  /** Stops a site's forms (they then answer 404); false when the site is unknown or already disabled. */
  disableSite(siteKey: string): Promise<boolean> {
    return this.relay.disableSite(siteKey, this.clock.now());
  }

  /** Relays one submission, or refuses it (404 unknown site, 400/413 limits, 429 too many). */
  async submit(siteKey: string, body: unknown, ip: string): Promise<RelayOutcome> {
    const site = FORM_RELAY_SITE_KEY_PATTERN.test(siteKey) ? await this.relay.activeSite(siteKey) : null;
    if (!site) throw new ApiError(404, FORM_RELAY_MESSAGES.unknownSite);
    const submission = readSubmission(body);
    if (submission.isBot) {
      // Counted here rather than mailed: the log says how often, never what the bot sent.
      this.logger.log(`Form relay dropped a honeypot submission for site ${site.id}`);
      return { siteName: site.siteName, sent: false };
    }

    const byAddress = await this.limits.take(
      { bucket: 'form-relay-ip', max: FORM_RELAY_LIMITS.perAddressPerHour, windowMs: HOUR },
      bySubject.address(ip),
      FORM_RELAY_MESSAGES.tooMany,
    );
    try {
      await this.limits.take(
        { bucket: 'form-relay-site', max: FORM_RELAY_LIMITS.perSitePerHour, windowMs: HOUR },
        bySubject.key(site.id),
        FORM_RELAY_MESSAGES.tooMany,
      );
    } catch (error) {
      await byAddress.release();
      throw error;
    }

    const now = this.clock.now();
    const id = uuidV7(now.getTime());
    await this.relay.insertMessage(
      { id, siteId: site.id, fields: JSON.stringify(submission.fields), replyTo: submission.replyTo, createdAt: now },
      [this.mail.owedStep({ kind: FORM_RELAY_MAIL, refId: id, to: site.recipientEmail, subject: formRelayMailSubject(site.siteName) })],
    );
    this.mail.wake();
    this.logger.log(`Form relay message ${id} owed to the owner of site ${site.id} (${submission.fields.length} fields)`);
    return { siteName: site.siteName, sent: true };
  }
}
