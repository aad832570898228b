import { Module } from '@nestjs/common';
import { JobRecords } from '../../infrastructure/jobs';
import { RateLimitModule } from '../../infrastructure/rate-limit';
import { AiConsultant } from './ai/ai-consultant';
import { ConsultantService } from './consultant.service';
import { CustomBuildController } from './custom-build.controller';
import { CustomBuildOrders } from './custom-build-orders.service';
import { CustomBuildRepository } from './custom-build.repository';
import { CustomBuildSummaries } from './summaries.service';

/**
 * The custom-build consultant (decision 036): chat, priced summaries, the custom build in the cart, and
 * what orders and downloads need of it. The delivery job's handler is in `CustomBuildJobsModule` (decision 060).
 */
@Module({
  imports: [RateLimitModule],
  controllers: [CustomBuildController],
  providers: [AiConsultant, ConsultantService, CustomBuildSummaries, CustomBuildRepository, CustomBuildOrders, JobRecords],
  exports: [CustomBuildOrders, CustomBuildRepository],
})
export class CustomBuildModule {}
