import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The key of the one row of shop_settings. */
export const SHOP_SETTINGS_ROW = 'shop';

/**
 * The owner's settings (decision 075): one row, keyed 'shop', made by its migration. A column left null
 * is "not set": the shop shows its default (the name, the support address) or leaves the line out.
 */
@Entity({ name: 'shop_settings' })
export class ShopSettingsEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  id!: string;

  /** Goes up by one with every save: a save names the revision it was read at (optimistic concurrency). */
  @Column({ type: 'int' })
  revision!: number;

  @Column({ type: 'varchar', length: 80, nullable: true })
  shopName!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  supportEmail!: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  legalName!: string | null;

  /** Lines separated by \n. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  postalAddress!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  companyNumber!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  vatNumber!: string | null;

  /** ISO 4217; only USD for now (SHOP_CURRENCIES). */
  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  updatedAt!: Date | null;

  /** Whether the prices entered include tax or have it added at checkout (Stripe's tax_behavior; decision 081). */
  @Column({ type: 'varchar', length: 10, default: 'exclusive' })
  taxBehavior!: 'inclusive' | 'exclusive';

  /** What invoice numbers start with (`INV-2026-000001`), as each is issued (decision 085). */
  @Column({ type: 'varchar', length: 12, default: 'INV' })
  invoicePrefix!: string;

  /** What credit note numbers start with (`CN-2026-000001`). */
  @Column({ type: 'varchar', length: 12, default: 'CN' })
  creditNotePrefix!: string;

  /** The IANA zone revenue days are counted in (decision 089). */
  @Column({ type: 'varchar', length: 64, default: 'UTC' })
  timeZone!: string;

  /** The Extended licence's default multiple of the Regular price (decision 091). */
  @Column({ type: 'int', default: 5 })
  extendedLicenceMultiple!: number;

  /** A custom build's finished site is due this many working days after payment (decision 093). */
  @Column({ type: 'int', default: 5 })
  customBuildLeadDays!: number;

  /** Revision rounds a custom build's price includes (decision 093). */
  @Column({ type: 'int', default: 2 })
  customBuildRevisionRounds!: number;

  /**
   * The logo's id: its files are shop-logo/<id>-1x.webp and -2x.webp in the public storage area, a new
   * id (and so a new URL) per upload. Null: no logo. Changed on its own, not by the form's save.
   */
  @Column({ type: 'varchar', length: 36, nullable: true })
  logoId!: string | null;

  /** The 1x file's size in pixels (the header's CSS size); null without a logo. */
  @Column({ type: 'int', nullable: true })
  logoWidth!: number | null;

  @Column({ type: 'int', nullable: true })
  logoHeight!: number | null;

  /** When an admin hid the back office's first-steps checklist; null: shown while steps are left. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  firstStepsDismissedAt!: Date | null;
}
