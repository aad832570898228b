import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SHOP_DEFAULTS } from '@tm/contracts/shop-settings';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { selectEntity } from '../../database/entity-rows';
import { dialectOf, isMysqlFamily, sqlDate } from '../../database/sql-dialect';
import { SHOP_SETTINGS_ROW, ShopSettingsEntity } from './entities/shop-settings.entity';

/** The stored values of a save: null is "not set". */
export interface StoredShopSettings {
  shopName: string | null;
  supportEmail: string | null;
  legalName: string | null;
  postalAddress: string | null;
  companyNumber: string | null;
  vatNumber: string | null;
  currency: string;
  taxBehavior: 'inclusive' | 'exclusive';
  invoicePrefix: string;
  creditNotePrefix: string;
  timeZone: string;
  extendedLicenceMultiple: number;
  customBuildLeadDays: number;
  customBuildRevisionRounds: number;
}

/** Why a save did not commit: another save took the revision first. */
export const STALE_REVISION = 'stale';
/** Why a logo change did not commit: another change of the logo came first. */
export const LOGO_CHANGED = 'logo-changed';

/** The logo a change stores: its id and 1x size, or null for none. */
export interface StoredLogoValues {
  id: string;
  width: number;
  height: number;
}

/** The statements of shop_settings (decision 075): its one row, read and saved over a revision. */
@Injectable()
export class ShopSettingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The row, or null when it is missing (its migration makes it; nothing deletes it). */
  read(): Promise<ShopSettingsEntity | null> {
    return selectEntity(this.dataSource, ShopSettingsEntity, 'SELECT * FROM shop_settings WHERE id = ?', [SHOP_SETTINGS_ROW]);
  }

  /**
   * Saves `values` as revision `revision + 1` with `alsoRun` (the audit entry) in one transaction,
   * provided the row is still at `revision`: STALE_REVISION when it is not (nothing is written), null
   * when saved.
   */
  save(revision: number, values: StoredShopSettings, at: Date, alsoRun: readonly Step[]): Promise<string | null> {
    return runAtomically(this.dataSource, [
      this.rowStep(),
      {
        sql: `UPDATE shop_settings
                 SET revision = revision + 1, shopName = ?, supportEmail = ?, legalName = ?, postalAddress = ?,
                     companyNumber = ?, vatNumber = ?, currency = ?, taxBehavior = ?, invoicePrefix = ?, creditNotePrefix = ?, timeZone = ?, extendedLicenceMultiple = ?,
                     customBuildLeadDays = ?, customBuildRevisionRounds = ?, updatedAt = ?
               WHERE id = ? AND revision = ?`,
        params: [
          values.shopName,
          values.supportEmail,
          values.legalName,
          values.postalAddress,
          values.companyNumber,
          values.vatNumber,
          values.currency,
          values.taxBehavior,
          values.invoicePrefix,
          values.creditNotePrefix,
          values.timeZone,
          values.extendedLicenceMultiple,
          values.customBuildLeadDays,
          values.customBuildRevisionRounds,
          sqlDate(dialectOf(this.dataSource), at),
          SHOP_SETTINGS_ROW,
          revision,
        ],
        abortUnlessChanged: STALE_REVISION,
      },
      ...alsoRun,
    ]);
  }

  /**
   * Sets the logo (null: none) with `alsoRun` (the audit entry) in one transaction, provided the logo is
   * still `expected` (compare and set: two uploads at once cannot both replace the same logo, leaving
   * one's files behind): LOGO_CHANGED when it is not (nothing is written), null when saved. The form's
   * revision is not touched: its PUT never carries the logo, so neither can undo the other.
   */
  saveLogo(expected: string | null, logo: StoredLogoValues | null, alsoRun: readonly Step[]): Promise<string | null> {
    return runAtomically(this.dataSource, [
      this.rowStep(),
      {
        sql: `UPDATE shop_settings SET logoId = ?, logoWidth = ?, logoHeight = ? WHERE id = ? AND COALESCE(logoId, '') = ?`,
        params: [logo?.id ?? null, logo?.width ?? null, logo?.height ?? null, SHOP_SETTINGS_ROW, expected ?? ''],
        abortUnlessChanged: LOGO_CHANGED,
      },
      ...alsoRun,
    ]);
  }

  /** Hides (a time) or shows again (null) the back office's first-steps checklist, with `alsoRun` (the audit entry). */
  async saveFirstStepsDismissed(at: Date | null, alsoRun: readonly Step[]): Promise<void> {
    await runAtomically(this.dataSource, [
      this.rowStep(),
      {
        sql: 'UPDATE shop_settings SET firstStepsDismissedAt = ? WHERE id = ?',
        params: [at ? sqlDate(dialectOf(this.dataSource), at) : null, SHOP_SETTINGS_ROW],
      },
      ...alsoRun,
    ]);
  }

  /** The row the migration made; made again at revision 0 if it was ever removed. */
  private rowStep(): Step {
    const mysql = isMysqlFamily(this.dataSource);
    return {
      sql: `INSERT ${mysql ? 'IGNORE' : 'OR IGNORE'} INTO shop_settings (id, revision, currency) VALUES (?, 0, ?)`,
      params: [SHOP_SETTINGS_ROW, SHOP_DEFAULTS.currency],
    };
  }
}
