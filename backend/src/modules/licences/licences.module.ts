import { Module } from '@nestjs/common';
import { AuditModule } from '../../infrastructure/audit';
import { RateLimitModule } from '../../infrastructure/rate-limit';
import { LicencesController } from './licences.controller';
import { LicencesService } from './licences.service';
import { PurchaseCodesRepository } from './purchase-codes.repository';
import { SupportTokensRepository } from './support-tokens.repository';

/** Licences (decision 091): purchase codes, their checks and the support desk's tokens. */
@Module({
  imports: [AuditModule, RateLimitModule],
  controllers: [LicencesController],
  providers: [LicencesService, PurchaseCodesRepository, SupportTokensRepository],
  exports: [PurchaseCodesRepository],
})
export class LicencesModule {}
