import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TemplateEntity } from '../../catalog/entities/template.entity';

/**
 * What a template's download holds (decision 051), stored when the package is made: an upload's in the
 * version's own transaction, a generated package's by the job workers. `sourceKey` names what the facts
 * describe (the stored ZIP, or a digest of the template's content); facts whose key is not the
 * template's current one are rebuilt.
 */
@Entity({ name: 'package_facts' })
export class PackageFactsEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  templateId!: string;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'templateId', foreignKeyConstraintName: 'fk_package_facts_template' })
  template?: TemplateEntity;

  @Column({ type: 'varchar', length: 300 })
  sourceKey!: string;

  /** 'pending' (a worker is to build them) or 'ready'. */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  @Column({ type: 'int', nullable: true })
  fileCount!: number | null;

  @Column({ type: 'int', nullable: true })
  sizeBytes!: number | null;

  @Column({ type: 'int', nullable: true })
  topLevelCount!: number | null;

  /** JSON: TemplatePackageFacts['entries']. */
  @Column({ type: 'text', nullable: true })
  entries!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  requestedAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  computedAt!: Date | null;
}
