import { Module } from '@nestjs/common';
import { TaxReportController } from './tax-report.controller';
import { TaxReportRepository } from './tax-report.repository';
import { TaxReportService } from './tax-report.service';

/** The owner's tax report over the invoices and credit notes (decision 087). */
@Module({
  controllers: [TaxReportController],
  providers: [TaxReportService, TaxReportRepository],
})
export class TaxReportModule {}
