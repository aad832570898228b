import { Module } from '@nestjs/common';
import { RevenueExportsRepository } from './revenue-exports.repository';
import { RevenueExportsService } from './revenue-exports.service';
import { RevenueController } from './revenue.controller';
import { RevenueRepository } from './revenue.repository';
import { RevenueService } from './revenue.service';

/** The revenue dashboard over the daily aggregates, and the accountant's CSV exports (decision 089). */
@Module({
  controllers: [RevenueController],
  providers: [RevenueService, RevenueRepository, RevenueExportsService, RevenueExportsRepository],
})
export class RevenueModule {}
