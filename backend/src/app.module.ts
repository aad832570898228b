import { DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import type { AppConfig } from './config/app-config';
import { AccessGuard } from './common/access/access.guard';
import { ApiExceptionFilter } from './common/http/api-exception.filter';
import { JsonBodyGuard } from './common/http/json-body.guard';
import type { DestinationStream } from 'pino';
import { jsonLoggerModule } from './common/logging/json-logging';
import { CoreModule, type CoreOptions } from './core.module';
import { AccountPrivacyModule } from './modules/account-privacy';
import { AdminModule } from './modules/admin';
import { ListingsModule } from './modules/listings';
import { AuthModule } from './modules/auth';
import { CartModule } from './modules/cart';
import { ContactModule } from './modules/contact';
import { FormRelayModule } from './modules/form-relay';
import { OrdersModule } from './modules/orders';
import { CatalogModule } from './modules/catalog';
import { DownloadsModule } from './modules/downloads';
import { FEATURE_JOB_MODULES } from './feature-job-modules';
import { GenerationModule } from './modules/generation';
import { JobsModule } from './infrastructure/jobs';
import { LibraryModule } from './modules/library';
import { HealthModule } from './infrastructure/health';
import { MailModule } from './infrastructure/mail';
import { PreviewsModule } from './modules/previews';
import { ReviewsModule } from './modules/reviews';
import { SearchWarmupModule } from './modules/search';
import { SeoModule } from './modules/seo';
import { SiteModule } from './modules/site';
import { ShopSettingsModule } from './modules/shop-settings';
import { TaxReportModule } from './modules/tax-report';
import { RevenueModule } from './modules/revenue';
import { AdminOrdersModule } from './modules/admin-orders';
import { StudioDeskModule } from './modules/studio-desk';
import { DiscountsModule } from './modules/discounts';
import { LicencesModule } from './modules/licences';
import { StorageModule } from './infrastructure/storage';
import { UsersModule } from './modules/users';
import { WebModule } from './modules/web';
import { WishlistModule } from './modules/wishlist';

export interface AppModuleOptions extends CoreOptions {
  /** Extra modules, e.g. test-only routes. */
  imports?: ModuleMetadata['imports'];
  /** Where JSON log lines go (LOG_FORMAT=json), instead of stdout: a test reads them. */
  logDestination?: DestinationStream;
}

/** The HTTP process. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, options),
        ...(config.logFormat === 'json' ? [jsonLoggerModule(options.logDestination)] : []),
        UsersModule,
        AuthModule,
        AccountPrivacyModule,
        MailModule,
        HealthModule,
        CatalogModule,
        SearchWarmupModule,
        CartModule,
        OrdersModule,
        AdminModule,
        ListingsModule,
        JobsModule.forRoot(config, 'web', FEATURE_JOB_MODULES),
        GenerationModule,
        SeoModule,
        StorageModule,
        PreviewsModule,
        DownloadsModule,
        ContactModule,
        FormRelayModule,
        ReviewsModule,
        WishlistModule,
        LibraryModule,
        SiteModule,
        ShopSettingsModule,
        TaxReportModule,
        RevenueModule,
        AdminOrdersModule,
        StudioDeskModule,
        DiscountsModule,
        LicencesModule,
        WebModule,
        ...(options.imports ?? []),
      ],
      providers: [
        // Order matters: who may call (401/403) before what they sent (415).
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: JsonBodyGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
