import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { openDataSource, resolveDataSourceOptions } from './data-source';

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => ({
            ...(await resolveDataSourceOptions(config.database)),
            // A starting MySQL container may refuse connections for a while; tests want a quick failure.
            retryAttempts: config.nodeEnv === 'test' ? 0 : 10,
            retryDelay: 3000,
          }),
          dataSourceFactory: (options) => openDataSource(options!),
        }),
      ],
    };
  }
}
