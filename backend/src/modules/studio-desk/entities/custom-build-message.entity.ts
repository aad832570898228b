import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A message between the studio and the buyer about one build (decision 097); each is also mailed to the other side. */
@Entity({ name: 'custom_build_messages' })
@Index('idx_custom_build_messages_build', ['orderItemId', 'createdAt'])
export class CustomBuildMessageEntity {
  /** UUID v7. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  orderItemId!: string;

  @Column({ type: 'varchar', length: 10 })
  author!: 'studio' | 'buyer';

  /** 'changes': the buyer's request for a round of changes (the timeline shows it); else a plain message. */
  @Column({ type: 'varchar', length: 10, default: 'message' })
  kind!: 'message' | 'changes';

  /** Who wrote it: the admin or the buyer. */
  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
