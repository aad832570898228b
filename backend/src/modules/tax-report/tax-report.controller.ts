import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { TAX_REPORT_API, type TaxReport } from '@tm/contracts/tax-report';
import { TaxReportQuerySchema, type TaxReportQuery } from '@tm/contracts/tax-report.schemas';
import { AdminOnly } from '../../common/access/access.decorators';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { TaxReportService } from './tax-report.service';

/** The owner's tax report (decision 087): admin only, read only (nothing to audit). */
@Controller()
export class TaxReportController {
  constructor(private readonly taxReport: TaxReportService) {}

  @AdminOnly()
  @Get(TAX_REPORT_API.report)
  report(@Query(new ZodValidationPipe(TaxReportQuerySchema)) query: TaxReportQuery): Promise<TaxReport> {
    return this.taxReport.report(query);
  }

  @AdminOnly()
  @Get(TAX_REPORT_API.csv)
  async csv(@Query(new ZodValidationPipe(TaxReportQuerySchema)) query: TaxReportQuery, @Res() res: Response): Promise<void> {
    const csv = await this.taxReport.csv(query);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csv.filename}"`,
    });
    await csv.writeTo(res);
  }
}
