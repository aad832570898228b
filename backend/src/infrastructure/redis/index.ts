// The redis module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { RedisBroadcastService } from './redis-broadcast.service';
export { RedisModule } from './redis.module';
export { RedisService } from './redis.service';
