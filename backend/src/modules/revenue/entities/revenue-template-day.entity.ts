import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One template's sales on one day in one currency (decision 089): the dashboard's top templates and categories. */
@Entity({ name: 'revenue_template_days' })
export class RevenueTemplateDayEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 3 })
  currency!: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  templateId!: string;

  /** The template's category when it sold (the order line's copy): the top categories read no templates. */
  @Column({ type: 'varchar', length: 20 })
  category!: string;

  /** Lines of completed orders that bought it. */
  @Column({ type: 'int' })
  sales!: number;

  /** What those lines were paid, tax added to an exclusive price included. */
  @Column({ type: 'bigint' })
  revenueCents!: string;
}
