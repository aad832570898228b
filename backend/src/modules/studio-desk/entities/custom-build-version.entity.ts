import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One version of a custom build (decision 097): 1 is the shop's first version, the studio's uploads follow. */
@Entity({ name: 'custom_build_versions' })
export class CustomBuildVersionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  orderItemId!: string;

  @PrimaryColumn({ type: 'int' })
  number!: number;

  /** In private storage. */
  @Column({ type: 'varchar', length: 300 })
  zipPath!: string;

  @Column({ type: 'int' })
  zipBytes!: number;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  note!: string | null;

  /** Delivered as the finished site. */
  @Column({ type: 'boolean', default: false })
  final!: boolean;

  @Column({ type: 'varchar', length: 20 })
  madeBy!: 'first-version' | 'studio';

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
