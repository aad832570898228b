import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Health } from '@tm/contracts/health';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { RedisService } from '../redis/redis.service';

@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisService,
  ) {}

  async check(): Promise<Health> {
    const [databaseOk, redisOk] = await Promise.all([this.pingDatabase(), this.redis.ping()]);
    const degraded = !databaseOk || redisOk === false;
    return {
      status: degraded ? 'degraded' : 'ok',
      version: this.config.version,
      database: { type: this.config.database.type, ok: databaseOk },
      redis: { configured: this.redis.configured, ok: redisOk },
      queue: { driver: this.config.queueDriver },
    };
  }

  private async pingDatabase(): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT 1');
      return true;
    } catch (error) {
      this.logger.warn(`Database ping failed: ${(error as Error).message}`);
      return false;
    }
  }
}
