import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SessionData } from 'express-session';
import type { Repository } from 'typeorm';
import { SESSION_ABSOLUTE_TTL_MS } from '@tm/contracts/limits';
import type { Step } from '../../database/atomic-steps';
import { RedisService } from '../../infrastructure/redis';
import { SessionEntity } from './entities/session.entity';
import type { SessionUserRef } from './session-lifetime';

/** A stored session of a user as the account's data export shows it: never its id, which is the cookie's secret. */
export interface StoredSessionFacts {
  signedInAt: string | null;
  /** The end of the sign-in however active the session stays (SESSION_ABSOLUTE_TTL_MS after it). */
  signInEndsAt: string | null;
  /** When the session ends if it is not used again. */
  expiresAt: string | null;
}

/** Keys read per round while scanning Redis: bounded work per command, whatever the number of sessions. */
const SCAN_COUNT = 500;

/**
 * Every stored session of one user, in whichever store holds them (SessionService: the `sessions` table
 * without Redis, Redis keys with it), for the data export and the account's deletion (decision 086).
 * The store keeps sessions by id only, so both stores are searched: the table with a LIKE on its JSON,
 * Redis with SCAN. Both are rare calls; the session epoch, moved on in the deletion's own transaction,
 * is what actually signs the user out everywhere, this only removes what is left.
 */
@Injectable()
export class StoredSessionsRepository {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly redis: RedisService,
  ) {}

  /** The SQL store's rows of the user, for the deletion's batch (an empty table when Redis keeps the sessions). */
  forgetStep(userId: string): Step {
    return { sql: 'DELETE FROM sessions WHERE data LIKE ?', params: [userPattern(userId)] };
  }

  async ofUser(userId: string): Promise<StoredSessionFacts[]> {
    const found: SessionData[] = [];
    if (this.redis.configured) {
      for await (const { data } of this.redisSessionsOf(userId)) found.push(data);
    } else {
      const rows = await this.sessions
        .createQueryBuilder('s')
        .select(['s.data'])
        .where('s.data LIKE :pattern', { pattern: userPattern(userId) })
        .getMany();
      for (const row of rows) {
        const data = parse(row.data);
        if (data && refOf(data)?.id === userId) found.push(data);
      }
    }
    return found.map(factsOf);
  }

  /** Removes the user's sessions from Redis (the SQL store's go in the deletion's batch). */
  async forgetInRedis(userId: string): Promise<number> {
    if (!this.redis.configured) return 0;
    const keys: string[] = [];
    for await (const { key } of this.redisSessionsOf(userId)) keys.push(key);
    if (keys.length > 0) await this.redis.client.del(keys);
    return keys.length;
  }

  /** SCAN and MGET through the bounded client: each command answers within the Redis deadline or fails (503). */
  private async *redisSessionsOf(userId: string): AsyncGenerator<{ key: string; data: SessionData }> {
    const client = this.redis.client;
    let cursor = '0';
    do {
      const page = await client.scan(cursor, { MATCH: `${this.redis.prefix}sess:*`, COUNT: SCAN_COUNT });
      cursor = String(page.cursor);
      if (page.keys.length === 0) continue;
      const values = await client.mGet(page.keys);
      for (const [i, value] of values.entries()) {
        const data = typeof value === 'string' ? parse(value) : null;
        if (data && refOf(data)?.id === userId) yield { key: page.keys[i]!, data };
      }
    } while (cursor !== '0');
  }
}

/** A session names its user as `"passport":{"user":{"id":"…"` in its JSON (SessionService's serializeUser). */
const userPattern = (userId: string) => `%"id":"${userId.replace(/[%_\\]/g, '')}"%`;

function parse(json: string): SessionData | null {
  try {
    return JSON.parse(json) as SessionData;
  } catch {
    return null;
  }
}

const refOf = (data: SessionData) => (data as { passport?: { user?: Partial<SessionUserRef> } }).passport?.user;

function factsOf(data: SessionData): StoredSessionFacts {
  const until = refOf(data)?.until;
  const expires = (data.cookie as { expires?: string | Date | null } | undefined)?.expires;
  return {
    signedInAt: typeof until === 'number' ? new Date(until - SESSION_ABSOLUTE_TTL_MS).toISOString() : null,
    signInEndsAt: typeof until === 'number' ? new Date(until).toISOString() : null,
    expiresAt: expires ? new Date(expires).toISOString() : null,
  };
}
