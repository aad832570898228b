import { Module } from '@nestjs/common';
import { AuditModule } from '../../infrastructure/audit';
import { MailModule } from '../../infrastructure/mail';
import { RateLimitModule } from '../../infrastructure/rate-limit';
import { StorageModule } from '../../infrastructure/storage';
import { ShopSettingsModule } from '../shop-settings';
import { CustomBuildModule } from '../custom-build';
import { AutoAcceptService } from './auto-accept.service';
import { BuyerBuildsController } from './buyer-builds.controller';
import { BuyerBuildsService } from './buyer-builds.service';
import { DeskBuildsService } from './desk-builds.service';
import { StudioDeskController } from './studio-desk.controller';
import { StudioDeskRepository } from './studio-desk.repository';
import { StudioDeskService } from './studio-desk.service';

/** The studio desk (decision 097): the back office's Custom builds tab, the buyer's build page, and the auto-accept sweep. */
@Module({
  imports: [AuditModule, MailModule, RateLimitModule, StorageModule, ShopSettingsModule, CustomBuildModule],
  controllers: [StudioDeskController, BuyerBuildsController],
  providers: [StudioDeskRepository, DeskBuildsService, StudioDeskService, BuyerBuildsService, AutoAcceptService],
})
export class StudioDeskModule {}
