import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One accepted ZIP upload of a template (decision 030): version N+1 of it. The file lives in the
 * private area at `storagePath`; the newest version not removed is what buyers download. Kept when
 * the template is deleted, so its buyers keep their download.
 */
@Entity({ name: 'template_file_versions' })
@Index('uq_template_file_versions_version', ['templateId', 'version'], { unique: true })
export class TemplateFileVersionEntity {
  /** UUID v7. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  templateId!: string;

  @Column({ type: 'int' })
  version!: number;

  @Column({ type: 'varchar', length: 64 })
  sha256!: string;

  @Column({ type: 'int' })
  sizeBytes!: number;

  /** Relative to the private storage area; derived from ids, never from a name someone sent. */
  @Column({ type: 'varchar', length: 200 })
  storagePath!: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  changelog!: string | null;

  @Column({ type: 'varchar', length: 36 })
  uploadedBy!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** Set when an admin deleted the template's ZIP: the file is gone, the record stays. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  removedAt!: Date | null;
}
