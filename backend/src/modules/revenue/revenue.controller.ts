import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { REVENUE_API, type RevenueDashboard } from '@tm/contracts/revenue';
import { RevenueExportQuerySchema, RevenueQuerySchema, type RevenueExportQuery, type RevenueQuery } from '@tm/contracts/revenue.schemas';
import { AdminOnly } from '../../common/access/access.decorators';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { RevenueExportsService, type RevenueExportKind } from './revenue-exports.service';
import { RevenueService } from './revenue.service';

/** The revenue dashboard and the accountant's exports (decision 089): admin only, read only (nothing to audit). */
@Controller()
export class RevenueController {
  constructor(
    private readonly revenue: RevenueService,
    private readonly exports: RevenueExportsService,
  ) {}

  @AdminOnly()
  @Get(REVENUE_API.dashboard)
  dashboard(@Query(new ZodValidationPipe(RevenueQuerySchema)) query: RevenueQuery): Promise<RevenueDashboard> {
    return this.revenue.dashboard(query);
  }

  @AdminOnly()
  @Get(REVENUE_API.ordersCsv)
  orders(@Query(new ZodValidationPipe(RevenueExportQuerySchema)) query: RevenueExportQuery, @Res() res: Response): Promise<void> {
    return this.send('orders', query, res);
  }

  @AdminOnly()
  @Get(REVENUE_API.refundsCsv)
  refunds(@Query(new ZodValidationPipe(RevenueExportQuerySchema)) query: RevenueExportQuery, @Res() res: Response): Promise<void> {
    return this.send('refunds', query, res);
  }

  @AdminOnly()
  @Get(REVENUE_API.customersCsv)
  customers(@Query(new ZodValidationPipe(RevenueExportQuerySchema)) query: RevenueExportQuery, @Res() res: Response): Promise<void> {
    return this.send('customers', query, res);
  }

  private async send(kind: RevenueExportKind, query: RevenueExportQuery, res: Response): Promise<void> {
    const csv = await this.exports.csv(kind, query);
    res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${csv.filename}"` });
    await csv.writeTo(res);
  }
}
