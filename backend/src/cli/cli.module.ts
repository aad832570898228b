import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { CoreModule } from '../core.module';
import { UsersModule } from '../modules/users/users.module';

/** What the command-line tools need: the database (migrated) and the users service. */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: CliModule, imports: [CoreModule.forRoot(config), UsersModule] };
  }
}
