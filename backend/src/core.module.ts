import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { Clock } from './common/clock';
import { SignedTokens } from './common/crypto/signed-tokens';
import { ResponseCache } from './common/http/response-cache';
import { WorkBudget } from './common/http/work-budget';
import { ShutdownState } from './common/lifecycle/shutdown-state';
import { DatabaseModule } from './database/database.module';
import { ENTITIES } from './entities';
import { PROCESS_ROLE, type ProcessRole } from './common/process-role';
import { Metrics } from './infrastructure/metrics';
import { SharedStateGauges } from './infrastructure/metrics';
import { QueuesModule } from './infrastructure/queues';
import { RedisModule } from './infrastructure/redis';

export interface CoreOptions {
  /** Replaces the wall clock (tests move through throttling windows and expiries). */
  clock?: Clock;
  /** Which process this is (default: web). */
  role?: ProcessRole;
}

/** What every process (web, worker, CLI) needs: config, clock, its role, database, Redis and the Bull queues when configured (and the web's response cache, which catalog writes clear). */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, options: CoreOptions = {}): DynamicModule {
    return {
      module: CoreModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(config, ENTITIES), RedisModule, QueuesModule.forRoot(config)],
      providers: [
        options.clock ? { provide: Clock, useValue: options.clock } : Clock,
        { provide: PROCESS_ROLE, useValue: options.role ?? 'web' },
        Metrics,
        SharedStateGauges,
        ResponseCache,
        ShutdownState,
        SignedTokens,
        WorkBudget,
      ],
      exports: [Clock, Metrics, PROCESS_ROLE, ResponseCache, ShutdownState, SignedTokens, WorkBudget],
    };
  }
}
