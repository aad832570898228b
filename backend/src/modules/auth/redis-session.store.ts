import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import type { ClockService } from '../../common/clock';
import { storedExpiryMs } from './session-lifetime';
import { TouchThrottle } from './touch-throttle';

type Callback = (error?: unknown, data?: unknown) => unknown;

/**
 * connect-redis, with the same touch throttle as the SQL store: rolling sessions would otherwise send
 * an EXPIRE to Redis on every API request; the stored expiry is refreshed at most once a minute per
 * session instead (the cookie's own expiry still rolls on every answer). The key's TTL is the SQL
 * store's expiry: idle timeout, capped at the end of the sign-in, so Redis drops it on time.
 */
export class RedisSessionStore extends RedisStore {
  private readonly touches: TouchThrottle;

  constructor(options: Omit<ConstructorParameters<typeof RedisStore>[0], 'ttl'>, clock: ClockService) {
    super({
      ...options,
      ttl: (session: SessionData) => {
        const now = clock.now().getTime();
        return Math.ceil((storedExpiryMs(session, now) - now) / 1000); // 0 or less: connect-redis deletes the key
      },
    });
    this.touches = new TouchThrottle(() => clock.now().getTime());
  }

  override set(sid: string, session: SessionData, callback?: Callback): Promise<unknown> {
    this.touches.wrote(sid);
    return super.set(sid, session, callback);
  }

  override destroy(sid: string, callback?: Callback): Promise<unknown> {
    this.touches.forget(sid);
    return super.destroy(sid, callback);
  }

  override touch(sid: string, session: SessionData, callback?: Callback): Promise<unknown> {
    if (!this.touches.due(sid)) return Promise.resolve(callback?.());
    return super.touch(sid, session, callback);
  }
}
