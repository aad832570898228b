import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A gap-free numbering (decision 085): the number the next document of `name` gets. It is moved on
 * in the same transaction that writes the document, so a rolled-back document gives its number back
 * and two nodes wait for each other on this row rather than share or skip a number.
 */
@Entity({ name: 'document_sequences' })
export class DocumentSequenceEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name!: string;

  @Column({ type: 'int' })
  nextNumber!: number;
}
