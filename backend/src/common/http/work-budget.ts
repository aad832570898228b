import { performance } from 'node:perf_hooks';
import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { ClockService } from '../clock';
import { currentClient } from '../logging/request-context';
import { ApiError } from './api-error';
import { TokenBuckets } from './token-buckets';

export const WORK_BUDGET_MESSAGE = 'Too many requests from your address. Please wait a few seconds and try again.';

/**
 * The least a piece of work is charged, whatever its measured time: each also costs what is not
 * measured (its request's parsing, database reads, the answer's serialisation). A client has room for
 * more work while its balance covers this much.
 */
const MIN_CHARGE_MS = 1;

/**
 * What one client address may spend of this process's thread on work its requests choose and no cache
 * answers: a search, a page render, a password's strength estimate (decision 064). A token bucket of
 * milliseconds per address: CLIENT_WORK_BURST_MS at once, refilled at CLIENT_WORK_MS_PER_SECOND. The
 * work is measured as it runs and charged afterwards, so a client may overdraw by one piece of work;
 * it then waits until the balance covers a piece again. In memory and per process: it protects this
 * process's event loop, which is what one client's flood slows for everyone else.
 */
@Injectable()
export class WorkBudgetService {
  private readonly accounts: TokenBuckets;

  constructor(@InjectConfig() config: AppConfig, clock: ClockService) {
    // The refill follows the app's clock (tests stop it); the work itself is timed with performance.now().
    this.accounts = new TokenBuckets(config.clientWork.msPerSecond, config.clientWork.burstMs, () => clock.now().getTime());
  }

  /** Whether the current request's client may start more work (always, outside a request). */
  hasRoom(client = currentClient()): boolean {
    return client === undefined || this.accounts.balance(client) >= MIN_CHARGE_MS;
  }

  /** 429 with Retry-After (seconds until there is room again) when the current client has spent its budget. */
  assertRoom(): void {
    const client = currentClient();
    if (client === undefined || this.hasRoom(client)) return;
    throw new ApiError(429, WORK_BUDGET_MESSAGE, { 'Retry-After': String(this.accounts.secondsUntil(client, MIN_CHARGE_MS)) });
  }

  /** Runs synchronous work and charges its time to the current request's client. */
  measure<T>(work: () => T): T {
    const started = performance.now();
    try {
      return work();
    } finally {
      this.charge(performance.now() - started);
    }
  }

  /** Charges `ms` of work to the current request's client. */
  charge(ms: number, client = currentClient()): void {
    if (client !== undefined) this.accounts.spend(client, Math.max(MIN_CHARGE_MS, ms));
  }
}
