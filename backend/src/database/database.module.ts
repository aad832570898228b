import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { openDataSource, resolveDataSourceOptions, type DatabaseLimits, type EntityList } from './data-source';

/** `entities`: the schema's entity classes, listed by the composition root (`backend/src/entities.ts`). */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig, entities: EntityList): DynamicModule {
    const limits: DatabaseLimits = { statementMs: config.timeouts.dbStatementMs, acquireMs: config.timeouts.dbAcquireMs };
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => ({
            ...(await resolveDataSourceOptions(config.database, entities, limits)),
            // A starting MySQL container may refuse connections for a while; tests want a quick failure.
            retryAttempts: config.nodeEnv === 'test' ? 0 : 10,
            retryDelay: 3000,
          }),
          dataSourceFactory: (options) => openDataSource(options!, limits),
        }),
      ],
    };
  }
}
