import { DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import type { AppConfig } from './config/app-config';
import { AccessGuard } from './common/access/access.guard';
import { ApiExceptionFilter } from './common/http/api-exception.filter';
import { JsonBodyGuard } from './common/http/json-body.guard';
import type { DestinationStream } from 'pino';
import { jsonLoggerModule } from './common/logging/json-logging';
import { CoreModule, type CoreOptions } from './core.module';
import { AdminModule } from './modules/admin/admin.module';
import { AuthModule } from './modules/auth/auth.module';
import { CartModule } from './modules/cart/cart.module';
import { ContactModule } from './modules/contact/contact.module';
import { OrdersModule } from './modules/orders/orders.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { DownloadsModule } from './modules/downloads/downloads.module';
import { FEATURE_JOB_MODULES } from './feature-job-modules';
import { JobsModule } from './modules/jobs/jobs.module';
import { LibraryModule } from './modules/library/library.module';
import { HealthModule } from './modules/health/health.module';
import { MailModule } from './modules/mail/mail.module';
import { PreviewsModule } from './modules/previews/previews.module';
import { ReviewsModule } from './modules/reviews/reviews.module';
import { SearchWarmupModule } from './modules/search/search-warmup.module';
import { SeoModule } from './modules/seo/seo.module';
import { SiteModule } from './modules/site/site.module';
import { StorageModule } from './modules/storage/storage.module';
import { UsersModule } from './modules/users/users.module';
import { WebModule } from './modules/web/web.module';
import { WishlistModule } from './modules/wishlist/wishlist.module';

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
        MailModule,
        HealthModule,
        CatalogModule,
        SearchWarmupModule,
        CartModule,
        OrdersModule,
        AdminModule,
        JobsModule.forRoot(config, 'web', FEATURE_JOB_MODULES),
        SeoModule,
        StorageModule,
        PreviewsModule,
        DownloadsModule,
        ContactModule,
        ReviewsModule,
        WishlistModule,
        LibraryModule,
        SiteModule,
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
