import { DynamicModule, Module, type Type } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { CoreModule } from '../core.module';
import { CatalogModule } from '../modules/catalog';
import { StorageModule } from '../infrastructure/storage';
import { UsersModule } from '../modules/users';

/** What the command-line tools need: the database (migrated), users, and the catalog writer and file storage for seeding. */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig, extra: Array<DynamicModule | Type> = []): DynamicModule {
    return {
      module: CliModule,
      imports: [CoreModule.forRoot(config, { role: 'cli' }), UsersModule, CatalogModule, StorageModule, ...extra],
    };
  }
}
