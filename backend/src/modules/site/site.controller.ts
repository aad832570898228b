import { Controller, Get, Header } from '@nestjs/common';
import type { PrivacyFacts } from '@tm/contracts/privacy.schemas';
import { SITE_API, type SiteInfo } from '@tm/contracts/site';
import { Public } from '../../common/access/access.decorators';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { ShopSettingsService } from '../shop-settings';
import { privacyFactsOf } from './privacy-facts';

/**
 * The install's public facts: whether it is the demo store, who takes payment, and the support
 * address (the owner's setting, else SUPPORT_EMAIL: decision 075); and who processes shoppers' data.
 */
@Controller()
export class SiteController {
  private readonly info: Omit<SiteInfo, 'supportEmail'>;
  private readonly privacyFacts: PrivacyFacts;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly shop: ShopSettingsService,
  ) {
    this.info = {
      demoStore: config.demoStore,
      paymentProvider: config.payments.provider,
      paymentsDemo: config.payments.demo,
    };
    this.privacyFacts = privacyFactsOf(config);
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

  /** The processors this install is configured with, for the privacy page (decision 083). */
  @Public()
  @Get(SITE_API.privacy)
  @Header('Cache-Control', 'public, max-age=60')
  privacy(): PrivacyFacts {
    return this.privacyFacts;
  }
}
