import { Global, Module } from '@nestjs/common';
import { RedisBroadcastService } from './redis-broadcast.service';
import { RedisService } from './redis.service';

/** The process's Redis client (sessions, health) and its pub/sub between processes, when REDIS_URL is set. */
@Global()
@Module({
  providers: [RedisService, RedisBroadcastService],
  exports: [RedisService, RedisBroadcastService],
})
export class RedisModule {}
