import { Global, Module } from '@nestjs/common';
import { RedisService } from './redis.service';

/** The one Redis client of the process (sessions, health, later Bull), when REDIS_URL is set. */
@Global()
@Module({
  providers: [RedisService],
  exports: [RedisService],
})
export class RedisModule {}
