import { Injectable, Logger } from '@nestjs/common';
import type { Health, HealthDetails } from '@tm/contracts/health';
import { ShutdownStateService } from '../../common/lifecycle/shutdown-state';
import { withinDeadline } from '../../common/within-deadline';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { RedisService } from '../redis';
import { HealthRepository } from './health.repository';

@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly database: HealthRepository,
    private readonly redis: RedisService,
    private readonly shutdown: ShutdownStateService,
  ) {}

  /**
   * Asks the database and Redis, each within HEALTH_TIMEOUT_MS: a dependency that does not answer
   * in time (a full pool, a paused Redis) is as down as one that refuses. Anyone learns only up or
   * down; the version and the dependencies are for admins (decision 024).
   */
  async check(forAdmin: boolean): Promise<Health> {
    const [databaseOk, redisOk] = await Promise.all([this.pingDatabase(), this.redis.ping(this.config.timeouts.healthMs)]);
    // A node told to stop is not ready, whatever its dependencies say: nothing new should reach it.
    const status = this.shutdown.draining ? 'draining' : !databaseOk || redisOk === false ? 'degraded' : 'ok';
    if (!forAdmin) return { status };
    const details: HealthDetails = {
      status,
      version: this.config.version,
      database: { type: this.config.database.type, ok: databaseOk },
      redis: { configured: this.redis.configured, ok: redisOk },
      queue: { driver: this.config.queueDriver },
    };
    return details;
  }

  private async pingDatabase(): Promise<boolean> {
    const ms = this.config.timeouts.healthMs;
    try {
      await withinDeadline(this.database.ping(), ms, () => new Error(`no answer within ${ms} ms`));
      return true;
    } catch (error) {
      this.logger.warn(`Database ping failed: ${(error as Error).message}`);
      return false;
    }
  }
}
