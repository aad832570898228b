import { Controller, Get, Header } from '@nestjs/common';
import { SITE_API, type SiteInfo } from '@tm/contracts/site';
import { Public } from '../../common/access/access.decorators';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { ShopSettingsService } from '../shop-settings';

/**
 * The install's public facts: whether it is the demo store, who takes payment, and the support
 * address (the owner's setting, else SUPPORT_EMAIL: decision 075).
 */
@Controller()
export class SiteController {
  private readonly info: Omit<SiteInfo, 'supportEmail'>;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly shop: ShopSettingsService,
  ) {
    this.info = {
      demoStore: config.demoStore,
      paymentProvider: config.payments.provider,
      paymentsDemo: config.payments.demo,
    };
  }

  @Public()
  @Get(SITE_API.info)
  @Header('Cache-Control', 'public, max-age=60')
  async get(): Promise<SiteInfo> {
    const { supportEmail } = await this.shop.identity();
    return {
      demoStore: this.info.demoStore,
      supportEmail,
      paymentProvider: this.info.paymentProvider,
      paymentsDemo: this.info.paymentsDemo,
    };
  }
}
