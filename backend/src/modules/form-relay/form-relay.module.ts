import { Module } from '@nestjs/common';
import { MailModule } from '../../infrastructure/mail';
import { RateLimitModule } from '../../infrastructure/rate-limit';
import { FormRelayController } from './form-relay.controller';
import { FormRelayMailComposer } from './form-relay-mail';
import { FormRelayRepository } from './form-relay.repository';
import { FormRelayService } from './form-relay.service';

/** The shop's form relay for the static sites it builds (decision 092). */
@Module({
  imports: [MailModule, RateLimitModule],
  controllers: [FormRelayController],
  providers: [FormRelayService, FormRelayMailComposer, FormRelayRepository],
  exports: [FormRelayService],
})
export class FormRelayModule {}
