import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Category } from '@tm/contracts/catalog';
import { runAtomically, type Step } from '../../../database/atomic-steps';
import { selectEntities } from '../../../database/entity-rows';
import { TemplateEntity } from '../../catalog/entities/template.entity';

/** What drawing a template's images needs. */
const COLUMNS = 'id, slug, name, description, category, subcategory, features, tags, design, previewImage, screenshots';

/**
 * The statements of batch image replacement (decision 034): the templates a job walks, and the job's
 * start and stop with their audit entries. ImageReplacementService and ImageReplacementHandler decide.
 */
@Injectable()
export class ImageReplacementRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** How many templates a job over `category` (null: every template) walks. */
  async countTemplates(category: Category | null): Promise<number> {
    const where = category !== null ? 'WHERE category = ?' : '';
    const rows: Array<{ n: number | string }> = await this.dataSource.query(
      `SELECT COUNT(*) AS n FROM templates ${where}`,
      category !== null ? [category] : [],
    );
    const [row] = rows;
    return Number(row?.n ?? 0);
  }

  /** Up to `limit` templates after `afterKey` in id order, of `category` when given (null: any). */
  templatesAfter(afterKey: string, category: Category | null, limit: number): Promise<TemplateEntity[]> {
    const params: Array<string> = [afterKey];
    let where = 'id > ?';
    if (category) {
      where += ' AND category = ?';
      params.push(category);
    }
    return selectEntities(
      this.dataSource,
      TemplateEntity,
      `SELECT ${COLUMNS} FROM templates WHERE ${where} ORDER BY id LIMIT ${limit}`,
      params,
    );
  }

  /**
   * The job's row and parts (JobRecordsRepository's createSteps, which refuse while another runs) with
   * `alsoRun` (the audit entry), all or nothing; false, with nothing done, when refused.
   */
  async start(jobSteps: readonly Step[], alsoRun: readonly Step[]): Promise<boolean> {
    return (await runAtomically(this.dataSource, [...jobSteps, ...alsoRun])) === null;
  }

  /** The job cancelled (JobRecordsRepository's cancelStep) with `alsoRun` (the audit entry); false, with nothing done, when it was not active. */
  async stop(cancel: Step, alsoRun: readonly Step[]): Promise<boolean> {
    return (await runAtomically(this.dataSource, [cancel, ...alsoRun])) === null;
  }
}
