import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Store, type SessionData } from 'express-session';
import { LessThan, type Repository } from 'typeorm';
import type { ClockService } from '../../common/clock';
import { startPeriodicPurge } from '../../common/periodic-purge';
import { SessionEntity } from './entities/session.entity';
import { storedExpiryMs } from './session-lifetime';
import { TouchThrottle } from './touch-throttle';

type Callback = (error?: unknown) => void;

const PURGE_EVERY_MS = 15 * 60 * 1000;

/** express-session store over the `sessions` table, for the embedded setup (no Redis). */
export class SqlSessionStore extends Store {
  private readonly logger = new Logger('SqlSessionStore');
  private readonly stopPurge: () => void;
  private readonly touches: TouchThrottle;

  constructor(
    private readonly sessions: Repository<SessionEntity>,
    private readonly clock: ClockService,
  ) {
    super();
    this.touches = new TouchThrottle(() => clock.now().getTime());
    this.stopPurge = startPeriodicPurge(() => this.purgeExpired(), PURGE_EVERY_MS, this.logger);
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.sessions
      .findOneBy({ sid })
      .then((row) => {
        if (!row || row.expiresAt.getTime() <= this.clock.now().getTime()) return callback(null, null);
        callback(null, JSON.parse(row.data) as SessionData);
      })
      .catch((error) => callback(error));
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    this.touches.wrote(sid);
    this.sessions
      .upsert({ sid, data: JSON.stringify(session), expiresAt: this.expiryOf(session) }, ['sid'])
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.touches.forget(sid);
    this.sessions
      .delete({ sid })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /** Rolling sessions: requests push the expiry forward (at most once a minute) without rewriting the data. */
  override touch(sid: string, session: SessionData, callback?: Callback): void {
    if (!this.touches.due(sid)) {
      callback?.();
      return;
    }
    this.sessions
      .update({ sid }, { expiresAt: this.expiryOf(session) })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  async purgeExpired(): Promise<void> {
    await this.sessions.delete({ expiresAt: LessThan(this.clock.now()) });
  }

  close(): void {
    this.stopPurge();
  }

  /** Idle expiry from now, capped at the end of the sign-in (session-lifetime.ts). */
  private expiryOf(session: SessionData): Date {
    return new Date(storedExpiryMs(session, this.clock.now().getTime()));
  }
}

/**
 * Hands SessionService the store over the `sessions` table when there is no Redis, so the table stays
 * in this file. Made on demand: the store starts its periodic purge when made, so not beside Redis.
 */
@Injectable()
export class SqlSessionStoreRepository {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

  store(clock: ClockService): SqlSessionStore {
    return new SqlSessionStore(this.sessions, clock);
  }
}
