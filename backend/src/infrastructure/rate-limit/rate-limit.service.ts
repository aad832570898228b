import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ClockService } from '../../common/clock';
import { addressKey } from '../../common/http/client-address';
import { startPeriodicPurge } from '../../common/periodic-purge';
import { ApiError } from '../../common/http/api-error';
import { RateLimitRepository, type HeldPlace } from './rate-limit.repository';

const PURGE_EVERY_MS = 10 * 60 * 1000;
/** Lost races for a place before the request is refused (only a subject racing itself loses many). */
const MAX_ATTEMPTS = 5;

export interface RateLimit {
  /** What is limited, e.g. `signup` (at most 40 characters). */
  bucket: string;
  /** Places per subject within the window. */
  max: number;
  windowMs: number;
}

/**
 * A random free place, so requests racing for the last few mostly pick different ones. While most are
 * free, random draws find one at once; listing every place cost O(max) per request, which a limit of a
 * million places (a benchmark's) made the server's largest cost.
 */
function randomFreePlace(used: ReadonlySet<number>, max: number): number {
  if (used.size * 2 < max) {
    for (;;) {
      const slot = Math.floor(Math.random() * max);
      if (!used.has(slot)) return slot;
    }
  }
  const free = Array.from({ length: max }, (_, slot) => slot).filter((slot) => !used.has(slot));
  return free[Math.floor(Math.random() * free.length)]!;
}

/**
 * Who a limit counts against, said at every call: a client address (by addressKey: IPv6 by its /64, as
 * the sign-in throttle counts), or another key (an account id, an email). A plain string is not one,
 * so no limit can count raw addresses by mistake.
 */
export type RateLimitSubject = string & { readonly __rateLimitSubject: unique symbol };
export const bySubject = {
  address: (ip: string) => addressKey(ip) as RateLimitSubject,
  key: (key: string) => key as RateLimitSubject,
};

/** A place that counts: release it when the action did not happen after all (it then stops counting). */
export interface RateLimitSlot {
  release(): Promise<void>;
}

/**
 * Sliding-window limits per subject (a client address, an account...), in the database so every
 * process sees the same counts. A subject has `max` numbered places; taking one is an INSERT that the
 * unique (bucket, subject, slot) index lets only one request win, or a conditional UPDATE of a place
 * whose time has passed. Concurrent requests never get more places than there are.
 */
@Injectable()
export class RateLimitService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private stopPurge: (() => void) | undefined;

  constructor(
    private readonly hits: RateLimitRepository,
    private readonly clock: ClockService,
  ) {}

  /** Takes a place, or answers 429 with `message` and Retry-After (seconds until a place frees up). */
  async take(limit: RateLimit, subject: RateLimitSubject, message: string): Promise<RateLimitSlot> {
    const key = { bucket: limit.bucket, subject: subject.slice(0, 300) };
    let held: HeldPlace[] = [];
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const now = this.clock.now();
      held = await this.hits.held(key);
      const live = held.filter((hit) => hit.expiresAt.getTime() > now.getTime());
      if (live.length >= limit.max) break;

      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + limit.windowMs);
      const expired = held.find((hit) => hit.expiresAt.getTime() <= now.getTime());
      if (expired) {
        if (await this.hits.takeOver(expired.id, now, id, expiresAt)) return this.slot(id);
        continue; // someone else took it over first
      }
      const slot = randomFreePlace(new Set(held.map((hit) => hit.slot)), limit.max);
      if (await this.hits.insert({ id, ...key, slot, expiresAt })) return this.slot(id);
    }
    throw new ApiError(429, message, { 'Retry-After': String(this.retryAfterSeconds(held, limit.max)) });
  }

  async purgeExpired(): Promise<void> {
    await this.hits.purgeExpired(this.clock.now());
  }

  onModuleInit(): void {
    this.stopPurge = startPeriodicPurge(() => this.purgeExpired(), PURGE_EVERY_MS, this.logger);
  }

  onModuleDestroy(): void {
    this.stopPurge?.();
  }

  private slot(id: string): RateLimitSlot {
    return {
      release: () => this.hits.release(id),
    };
  }

  /** Until enough places expire for one to be free, at least a second. */
  private retryAfterSeconds(held: readonly HeldPlace[], max: number): number {
    const now = this.clock.now().getTime();
    const live = held
      .map((hit) => hit.expiresAt.getTime())
      .filter((expiresAt) => expiresAt > now)
      .sort((a, b) => a - b);
    const freesAt = live.length >= max ? live[live.length - max]! : now;
    return Math.max(1, Math.ceil((freesAt - now) / 1000));
  }
}
