import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
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
}

/** Why a save did not commit: another save took the revision first. */
export const STALE_REVISION = 'stale';

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
    const mysql = isMysqlFamily(this.dataSource);
    return runAtomically(this.dataSource, [
      // The row the migration made; made again at revision 0 if it was ever removed.
      {
        sql: `INSERT ${mysql ? 'IGNORE' : 'OR IGNORE'} INTO shop_settings (id, revision, currency) VALUES (?, 0, ?)`,
        params: [SHOP_SETTINGS_ROW, values.currency],
      },
      {
        sql: `UPDATE shop_settings
                 SET revision = revision + 1, shopName = ?, supportEmail = ?, legalName = ?, postalAddress = ?,
                     companyNumber = ?, vatNumber = ?, currency = ?, updatedAt = ?
               WHERE id = ? AND revision = ?`,
        params: [
          values.shopName,
          values.supportEmail,
          values.legalName,
          values.postalAddress,
          values.companyNumber,
          values.vatNumber,
          values.currency,
          sqlDate(dialectOf(this.dataSource), at),
          SHOP_SETTINGS_ROW,
          revision,
        ],
        abortUnlessChanged: STALE_REVISION,
      },
      ...alsoRun,
    ]);
  }
}
