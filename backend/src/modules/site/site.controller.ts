import { Controller, Get, Header } from '@nestjs/common';
import { SITE_API, type SiteInfo } from '@tm/contracts/site';
import { Public } from '../../common/access/access.decorators';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';

/** The install's public facts: whether it is the demo store, and the support address (SUPPORT_EMAIL). */
@Controller()
export class SiteController {
  private readonly info: SiteInfo;

  constructor(@InjectConfig() config: AppConfig) {
    this.info = {
      demoStore: config.demoStore,
      supportEmail: config.supportEmail,
      paymentProvider: config.payments.provider,
      paymentsDemo: config.payments.demo,
    };
  }

  @Public()
  @Get(SITE_API.info)
  @Header('Cache-Control', 'public, max-age=60')
  get(): SiteInfo {
    return this.info;
  }
}
