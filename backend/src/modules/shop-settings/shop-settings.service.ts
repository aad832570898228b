import { Injectable, Logger, Optional } from '@nestjs/common';
import {
  SHOP_DEFAULTS,
  SHOP_LOGO_MESSAGES,
  SHOP_SETTINGS_FIELDS,
  SHOP_SETTINGS_LABELS,
  SHOP_SETTINGS_MESSAGES,
  type AdminShopSettings,
  type ShopCurrency,
  type ShopIdentity,
  type ShopLogo,
  type ShopSettingsFields,
  shopIdentityOf,
} from '@tm/contracts/shop-settings';
import type { ShopSettingsUpdate } from '@tm/contracts/shop-settings.schemas';
import { ClockService } from '../../common/clock';
import { errorMessage } from '../../common/errors';
import { ApiError } from '../../common/http/api-error';
import { ResponseCacheService } from '../../common/http/response-cache';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { isoDateOrNull } from '../../database/sql-dialect';
import { AuditLogService, type AdminActor } from '../../infrastructure/audit';
import { RedisBroadcastService } from '../../infrastructure/redis';
import type { ShopSettingsEntity } from './entities/shop-settings.entity';
import { SHOP_SETTINGS_ROW } from './entities/shop-settings.entity';
import { ShopLogoProcessorService, shopLogoOf, type StoredLogo } from './logo/shop-logo-processor.service';
import { LOGO_CHANGED, STALE_REVISION, ShopSettingsRepository, type StoredShopSettings } from './shop-settings.repository';

/**
 * How long a process serves the identity it read before reading it again. A save empties this process's
 * copy at once and every other process's through Redis (SHOP_SETTINGS_CHANGED); this bounds what a lost
 * notice, or a deployment of several processes without Redis, can leave showing.
 */
export const SHOP_IDENTITY_TTL_MS = 5_000;
/** The broadcast topic of a save: every other process drops its copy and the pages rendered with it. */
export const SHOP_SETTINGS_CHANGED = 'shop-settings-changed';

/** A value of the audit entry's detail: short, on one line. */
const MAX_AUDITED_VALUE = 60;

/** The identity, and until when this process serves it without reading it again (epoch ms). */
export interface FreshShopIdentity {
  identity: ShopIdentity;
  freshUntil: number;
}

const orNull = (value: string | null | undefined): string | null => (value ? value : null);

/** The stored logo of the row, or null. */
function storedLogoOf(row: ShopSettingsEntity | null): StoredLogo | null {
  return row?.logoId && row.logoWidth && row.logoHeight ? { id: row.logoId, width: row.logoWidth, height: row.logoHeight } : null;
}
const logoOfRow = (row: ShopSettingsEntity | null): ShopLogo | null => {
  const stored = storedLogoOf(row);
  return stored ? shopLogoOf(stored) : null;
};
/** A logo as the audit entry says it: its size, or "(not set)". */
const auditedLogo = (logo: StoredLogo | null) => (logo ? `${logo.width}×${logo.height} px` : '(not set)');

function audited(value: string): string {
  if (value === '') return '(not set)';
  const line = value.replace(/\n/g, ', ');
  return `"${line.length > MAX_AUDITED_VALUE ? `${line.slice(0, MAX_AUDITED_VALUE - 1)}…` : line}"`;
}

/**
 * The owner's settings: the shop's name and identity (decision 075). The admin reads and saves them
 * over a revision number (a save over a later revision is refused with 409), each save committed with
 * its audit entry; everything a shopper sees of the seller (pages, titles, mails) reads `identity()`,
 * which each process keeps for a few seconds and drops on every save, its own or another's.
 */
@Injectable()
export class ShopSettingsService {
  private readonly logger = new Logger('ShopSettings');
  private cached: { value: Promise<ShopIdentity>; freshUntil: number } | undefined;
  /** What was last read, served while the database cannot be read. */
  private lastKnown: ShopIdentity | undefined;

  constructor(
    private readonly settings: ShopSettingsRepository,
    private readonly logos: ShopLogoProcessorService,
    private readonly audit: AuditLogService,
    private readonly clock: ClockService,
    @InjectConfig() private readonly config: AppConfig,
    @Optional() private readonly responses?: ResponseCacheService,
    @Optional() private readonly broadcast?: RedisBroadcastService,
  ) {
    broadcast?.on(SHOP_SETTINGS_CHANGED, () => this.forget());
  }

  /** The name and support address an install shows while its owner has set none. */
  get defaults(): AdminShopSettings['defaults'] {
    return { shopName: SHOP_DEFAULTS.shopName, supportEmail: this.config.supportEmail };
  }

  /** The seller as shoppers see it: pages, titles and mails. */
  async identity(): Promise<ShopIdentity> {
    return (await this.freshIdentity()).identity;
  }

  /** The identity and until when it is served as is: a page rendered with it is kept no longer. */
  async freshIdentity(): Promise<FreshShopIdentity> {
    const now = Date.now();
    let entry = this.cached;
    if (!entry || now >= entry.freshUntil) {
      const value = this.load();
      entry = { value, freshUntil: now + SHOP_IDENTITY_TTL_MS };
      this.cached = entry;
      const loaded = entry;
      value.catch(() => {
        if (this.cached === loaded) this.cached = undefined;
      });
    }
    return { identity: await entry.value, freshUntil: entry.freshUntil };
  }

  /**
   * What the next invoice and credit note numbers start with (decision 085), read from the database at
   * each issue rather than the cache: a document issued right after a save carries the new prefix.
   */
  async documentPrefixes(): Promise<{ invoice: string; creditNote: string }> {
    const fields = this.fieldsOf(await this.settings.read());
    return { invoice: fields.invoicePrefix, creditNote: fields.creditNotePrefix };
  }

  /** GET /api/admin/settings: read from the database, not the cache, so the revision is the current one. */
  async adminSettings(): Promise<AdminShopSettings> {
    return this.adminView(await this.settings.read());
  }

  /**
   * PUT /api/admin/settings. A save that changes nothing writes nothing (no revision, no audit entry);
   * any other commits the new values, revision + 1 and the audit entry naming each change together.
   */
  async save(actor: AdminActor, update: ShopSettingsUpdate): Promise<AdminShopSettings> {
    const row = await this.settings.read();
    if (update.revision !== (row?.revision ?? 0)) throw new ApiError(409, SHOP_SETTINGS_MESSAGES.stale);
    const before = this.fieldsOf(row);
    const after: ShopSettingsFields = {
      shopName: update.shopName,
      supportEmail: update.supportEmail,
      legalName: update.legalName,
      postalAddress: update.postalAddress,
      companyNumber: update.companyNumber,
      vatNumber: update.vatNumber,
      currency: update.currency,
      taxBehavior: update.taxBehavior,
      invoicePrefix: update.invoicePrefix,
      creditNotePrefix: update.creditNotePrefix,
      timeZone: update.timeZone ?? before.timeZone,
      extendedLicenceMultiple: update.extendedLicenceMultiple ?? before.extendedLicenceMultiple,
      customBuildLeadDays: update.customBuildLeadDays ?? before.customBuildLeadDays,
      customBuildRevisionRounds: update.customBuildRevisionRounds ?? before.customBuildRevisionRounds,
    };
    const changed = SHOP_SETTINGS_FIELDS.filter((field) => before[field] !== after[field]);
    if (changed.length === 0) return this.adminView(row);

    const detail = changed
      .map((field) => `${SHOP_SETTINGS_LABELS[field]}: ${audited(String(before[field]))} → ${audited(String(after[field]))}`)
      .join('; ');
    const outcome = await this.settings.save(update.revision, this.stored(after), this.clock.now(), [
      // The detail line is cut at the audit log's 500 characters; the changes keep every field whole (decision 076).
      this.audit.step(actor, {
        action: 'settings.update',
        targetType: 'shop-settings',
        targetId: SHOP_SETTINGS_ROW,
        detail,
        changes: Object.fromEntries(changed.map((field) => [field, { before: before[field], after: after[field] }])),
      }),
    ]);
    if (outcome === STALE_REVISION) throw new ApiError(409, SHOP_SETTINGS_MESSAGES.stale);
    this.changed();
    return this.adminSettings();
  }

  /**
   * POST /api/admin/settings/logo: stores the upload's two sizes under a new id (a new URL), then sets it
   * with its audit entry, provided no other change of the logo came between (else 409, and the new files
   * go); the old logo's files are removed once the new one is committed. 413/422 store nothing.
   */
  async uploadLogo(actor: AdminActor, bytes: Uint8Array): Promise<AdminShopSettings> {
    const row = await this.settings.read();
    const before = storedLogoOf(row);
    const logo = await this.logos.store(bytes);
    let outcome: string | null;
    try {
      outcome = await this.settings.saveLogo(row?.logoId ?? null, logo, [this.logoAuditStep(actor, 'settings.logo-upload', before, logo)]);
    } catch (error) {
      await this.logos.remove(logo.id).catch(() => undefined);
      throw error;
    }
    if (outcome === LOGO_CHANGED) {
      await this.logos.remove(logo.id).catch(() => undefined);
      throw new ApiError(409, SHOP_LOGO_MESSAGES.changed);
    }
    this.changed();
    if (row?.logoId) await this.removeLogoFiles(row.logoId);
    return this.adminSettings();
  }

  /** DELETE /api/admin/settings/logo: the header shows the letter mark and the name again. No logo: nothing is written. */
  async removeLogo(actor: AdminActor): Promise<AdminShopSettings> {
    const row = await this.settings.read();
    const before = storedLogoOf(row);
    if (!row?.logoId) return this.adminView(row);
    const outcome = await this.settings.saveLogo(row.logoId, null, [this.logoAuditStep(actor, 'settings.logo-remove', before, null)]);
    if (outcome === LOGO_CHANGED) throw new ApiError(409, SHOP_LOGO_MESSAGES.changed);
    this.changed();
    await this.removeLogoFiles(row.logoId);
    return this.adminSettings();
  }

  private logoAuditStep(actor: AdminActor, action: string, before: StoredLogo | null, after: StoredLogo | null) {
    return this.audit.step(actor, {
      action,
      targetType: 'shop-settings',
      targetId: SHOP_SETTINGS_ROW,
      detail: `Logo: ${auditedLogo(before)} → ${auditedLogo(after)}`,
      changes: { logo: { before: before ? shopLogoOf(before).url : null, after: after ? shopLogoOf(after).url : null } },
    });
  }

  /**
   * A replaced logo's files, once no page of this process names them. Another process without Redis may
   * name them for up to SHOP_IDENTITY_TTL_MS: its header then shows the image's alt text, the shop's
   * name. A failure leaves the files, logged.
   */
  private async removeLogoFiles(id: string): Promise<void> {
    try {
      await this.logos.remove(id);
    } catch (error) {
      this.logger.warn(`The replaced logo ${id} could not be removed: ${errorMessage(error)}`);
    }
  }

  /** After a write: this process's copy and pages go at once, every other process's through Redis. */
  private changed(): void {
    this.forget();
    if (this.broadcast?.enabled) this.broadcast.publish(SHOP_SETTINGS_CHANGED);
  }

  /** Drops this process's copy, and the finished pages made with it. */
  private forget(): void {
    this.cached = undefined;
    this.responses?.clear();
  }

  private async load(): Promise<ShopIdentity> {
    try {
      const row = await this.settings.read();
      const { payments } = this.config;
      const chargesTax = payments.provider === 'stripe' && payments.tax === 'stripe';
      const identity = shopIdentityOf(this.fieldsOf(row), logoOfRow(row), chargesTax);
      this.lastKnown = identity;
      return identity;
    } catch (error) {
      if (!this.lastKnown) throw error;
      this.logger.warn(`Shop settings unreadable, the last read kept: ${errorMessage(error)}`);
      return this.lastKnown;
    }
  }

  /** The settings as the form shows them: defaults for an unset name and support address, '' for the rest. */
  private fieldsOf(row: ShopSettingsEntity | null): ShopSettingsFields {
    const { shopName, supportEmail } = this.defaults;
    return {
      shopName: row?.shopName || shopName,
      supportEmail: row?.supportEmail || supportEmail,
      legalName: row?.legalName ?? '',
      postalAddress: row?.postalAddress ?? '',
      companyNumber: row?.companyNumber ?? '',
      vatNumber: row?.vatNumber ?? '',
      currency: (row?.currency as ShopCurrency | undefined) ?? SHOP_DEFAULTS.currency,
      taxBehavior: row?.taxBehavior === 'inclusive' ? 'inclusive' : 'exclusive',
      invoicePrefix: row?.invoicePrefix ?? SHOP_DEFAULTS.invoicePrefix,
      creditNotePrefix: row?.creditNotePrefix ?? SHOP_DEFAULTS.creditNotePrefix,
      timeZone: row?.timeZone ?? SHOP_DEFAULTS.timeZone,
      extendedLicenceMultiple: Number(row?.extendedLicenceMultiple ?? SHOP_DEFAULTS.extendedLicenceMultiple),
      customBuildLeadDays: Number(row?.customBuildLeadDays ?? SHOP_DEFAULTS.customBuildLeadDays),
      customBuildRevisionRounds: Number(row?.customBuildRevisionRounds ?? SHOP_DEFAULTS.customBuildRevisionRounds),
    };
  }

  /**
   * What is stored: null for what is not set, and for a name or support address equal to the default,
   * so an install whose owner never chose another keeps following its SUPPORT_EMAIL.
   */
  private stored(fields: ShopSettingsFields): StoredShopSettings {
    const { shopName, supportEmail } = this.defaults;
    return {
      shopName: fields.shopName === shopName ? null : fields.shopName,
      supportEmail: fields.supportEmail === supportEmail ? null : fields.supportEmail,
      legalName: orNull(fields.legalName),
      postalAddress: orNull(fields.postalAddress),
      companyNumber: orNull(fields.companyNumber),
      vatNumber: orNull(fields.vatNumber),
      currency: fields.currency,
      taxBehavior: fields.taxBehavior,
      invoicePrefix: fields.invoicePrefix,
      creditNotePrefix: fields.creditNotePrefix,
      timeZone: fields.timeZone,
      extendedLicenceMultiple: fields.extendedLicenceMultiple,
      customBuildLeadDays: fields.customBuildLeadDays,
      customBuildRevisionRounds: fields.customBuildRevisionRounds,
    };
  }

  private adminView(row: ShopSettingsEntity | null): AdminShopSettings {
    return {
      settings: this.fieldsOf(row),
      revision: row?.revision ?? 0,
      updatedAt: row?.updatedAt ? isoDateOrNull(row.updatedAt) : null,
      defaults: this.defaults,
      logo: logoOfRow(row),
    };
  }
}
