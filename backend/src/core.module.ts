import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ClockService, StartedClock } from './common/clock';
import { SignedTokensService } from './common/crypto/signed-tokens';
import { ResponseCacheService } from './common/http/response-cache';
import { WorkBudgetService } from './common/http/work-budget';
import { ShutdownStateService } from './common/lifecycle/shutdown-state';
import { DatabaseModule } from './database/database.module';
import { ENTITIES } from './entities';
import { PROCESS_ROLE, type ProcessRole } from './common/process-role';
import { MetricsService } from './infrastructure/metrics';
import { SharedStateGaugesRepository, SharedStateGaugesService } from './infrastructure/metrics';
import { QueuesModule } from './infrastructure/queues';
import { RedisModule } from './infrastructure/redis';

export interface CoreOptions {
  /** Replaces the wall clock (tests move through throttling windows and expiries). */
  clock?: ClockService;
  /** Which process this is (default: web). */
  role?: ProcessRole;
}

/** What every process (web, worker, CLI) needs: config, clock, its role, database, Redis and the Bull queues when configured (and the web's response cache, which catalog writes clear). */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, options: CoreOptions = {}): DynamicModule {
    const clock = options.clock ?? (config.testClockStart ? new StartedClock(config.testClockStart) : undefined);
    return {
      module: CoreModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(config, ENTITIES), RedisModule, QueuesModule.forRoot(config)],
      providers: [
        clock ? { provide: ClockService, useValue: clock } : ClockService,
        { provide: PROCESS_ROLE, useValue: options.role ?? 'web' },
        MetricsService,
        SharedStateGaugesRepository,
        SharedStateGaugesService,
        ResponseCacheService,
        ShutdownStateService,
        SignedTokensService,
        WorkBudgetService,
      ],
      exports: [
        ClockService,
        MetricsService,
        PROCESS_ROLE,
        ResponseCacheService,
        ShutdownStateService,
        SignedTokensService,
        WorkBudgetService,
      ],
    };
  }
}
