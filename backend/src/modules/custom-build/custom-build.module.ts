import { Module } from '@nestjs/common';
import { JobRecordsRepository } from '../../infrastructure/jobs';
import { RateLimitModule } from '../../infrastructure/rate-limit';
import { AiConsultantService } from './ai/ai-consultant';
import { ConsultantService } from './consultant.service';
import { CustomBuildController } from './custom-build.controller';
import { CustomBuildOrdersService } from './custom-build-orders.service';
import { CustomBuildRepository } from './custom-build.repository';
import { DeliveryTermsRepository } from './delivery-terms.repository';
import { DeliveryTermsService } from './delivery-terms.service';
import { CustomBuildSummariesService } from './summaries.service';

/**
 * The custom-build consultant (decision 036): chat, priced summaries, the custom build in the cart, and
 * what orders and downloads need of it. The delivery job's handler is in `CustomBuildJobsModule` (decision 060).
 */
@Module({
  imports: [RateLimitModule],
  controllers: [CustomBuildController],
  providers: [
    AiConsultantService,
    ConsultantService,
    CustomBuildSummariesService,
    CustomBuildRepository,
    CustomBuildOrdersService,
    DeliveryTermsService,
    DeliveryTermsRepository,
    JobRecordsRepository,
  ],
  exports: [CustomBuildOrdersService, CustomBuildRepository],
})
export class CustomBuildModule {}
