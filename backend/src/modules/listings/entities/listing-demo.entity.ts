import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TemplateEntity } from '../../catalog/entities/template.entity';

/** Where the files of a listing's uploaded demo are kept, in the private area (only the demo route sends them, with its headers). */
export const listingDemoFolder = (templateId: string, demoId: string) => `listing-demos/${templateId}/${demoId}`;

/**
 * A listing's uploaded static demo (docs/product/back-office.md, the listing editor): its files are kept
 * in the private storage area under listing-demos/{templateId}/{id}/, a new upload under a new id, so a
 * replacement is never seen half written. listing-demos/{templateId}/{id}.json lists them (for removal).
 */
@Entity({ name: 'listing_demos' })
export class ListingDemoEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  templateId!: string;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'templateId', foreignKeyConstraintName: 'fk_listing_demos_template' })
  template?: TemplateEntity;

  /** The upload's own id: the folder its files are in. */
  @Column({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'int' })
  fileCount!: number;

  /** What its files unpack to (at most LISTING_DEMO_LIMITS.maxBytes). */
  @Column({ type: 'int' })
  sizeBytes!: number;

  @Column({ type: 'varchar', length: 36, nullable: true })
  uploadedBy!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
