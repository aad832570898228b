import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A slug a template had before the owner changed it: its old address answers with a 301 to the new one (decision 076). */
@Entity({ name: 'slug_redirects' })
@Index('idx_slug_redirects_template', ['templateId'])
export class SlugRedirectEntity {
  @PrimaryColumn({ type: 'varchar', length: 160 })
  slug!: string;

  @Column({ type: 'varchar', length: 36 })
  templateId!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
