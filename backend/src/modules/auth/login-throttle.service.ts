import { addressKey } from '../../common/http/client-address';
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import {
  LOGIN_ACCOUNT_GLOBAL_MAX_FAILURES,
  LOGIN_ACCOUNT_GLOBAL_WINDOW_MS,
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_IP_MAX_FAILURES,
  LOGIN_IP_WINDOW_MS,
} from '@tm/contracts/limits';
import { ClockService } from '../../common/clock';
import { startPeriodicPurge } from '../../common/periodic-purge';
import { ApiError } from '../../common/http/api-error';
import { MetricsService } from '../../infrastructure/metrics';
import { LoginFailuresRepository } from './login-failures.repository';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Sign-in throttling, stored in the database so every process sees the same counts (decision 005).
 * - An account is refused to one address once that address has LOGIN_ACCOUNT_MAX_FAILURES failures on
 *   it inside the window (even with the right password); other addresses still sign in, so failures
 *   from one place cannot lock the owner out everywhere.
 * - An account is refused everywhere once it has LOGIN_ACCOUNT_GLOBAL_MAX_FAILURES failures from all
 *   addresses in the longer global window: distributed guessing stops too.
 * - An address is refused once it has LOGIN_IP_MAX_FAILURES failures on any accounts.
 * Refused attempts are not counted, so each lock lifts when its window has passed since the failures.
 */
@Injectable()
export class LoginThrottleService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LoginThrottle');
  private stopPurge: (() => void) | undefined;

  constructor(
    private readonly failures: LoginFailuresRepository,
    private readonly clock: ClockService,
    private readonly metrics: MetricsService,
  ) {}

  /** The account key never reveals whether the account exists: unknown names get their own key. */
  static accountKey(userId: string | undefined, identifier: string): string {
    return userId ? `user:${userId}` : `name:${identifier.trim().toLowerCase().slice(0, 250)}`;
  }

  async assertIpAllowed(ip: string): Promise<void> {
    await this.refuseOver(
      { ip: addressKey(ip) },
      { max: LOGIN_IP_MAX_FAILURES, windowMs: LOGIN_IP_WINDOW_MS, scope: 'address', message: AUTH_MESSAGES.tooManyIpFailures },
    );
  }

  /** The account from this address (the spec's 429), then the account from everywhere: one query. */
  async assertAccountAllowed(accountKey: string, ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    const recent = await this.failures.onAccountSince(accountKey, new Date(now - LOGIN_ACCOUNT_GLOBAL_WINDOW_MS));
    const address = addressKey(ip);
    const fromHere = recent.filter((failure) => failure.ip === address && failure.createdAt.getTime() > now - LOGIN_ACCOUNT_WINDOW_MS);
    const pairRetry = retryAfterSeconds(fromHere, LOGIN_ACCOUNT_MAX_FAILURES, LOGIN_ACCOUNT_WINDOW_MS, now);
    if (pairRetry !== undefined) {
      this.metrics.loginRefusals.inc({ scope: 'account_from_address' });
      throw new ApiError(429, AUTH_MESSAGES.tooManyAccountFailures, { 'Retry-After': String(pairRetry) });
    }
    const globalRetry = retryAfterSeconds(recent, LOGIN_ACCOUNT_GLOBAL_MAX_FAILURES, LOGIN_ACCOUNT_GLOBAL_WINDOW_MS, now);
    if (globalRetry !== undefined) {
      this.metrics.loginRefusals.inc({ scope: 'account' });
      throw new ApiError(429, AUTH_MESSAGES.tooManyAccountFailuresEverywhere, { 'Retry-After': String(globalRetry) });
    }
  }

  /** A known device's own lane (KnownDevicesService): only its own failures on the account lock it. */
  async assertDeviceAllowed(accountKey: string, device: string): Promise<void> {
    await this.refuseOver(
      { accountKey, ip: deviceLane(device) },
      {
        max: LOGIN_ACCOUNT_MAX_FAILURES,
        windowMs: LOGIN_ACCOUNT_WINDOW_MS,
        scope: 'known_device',
        message: AUTH_MESSAGES.tooManyAccountFailures,
      },
    );
  }

  /** 429 with Retry-After once the failures matching `where` inside the window reach `max`. */
  private async refuseOver(
    where: { ip: string; accountKey?: string },
    rule: { max: number; windowMs: number; scope: string; message: string },
  ): Promise<void> {
    const now = this.clock.now().getTime();
    const recent = await this.failures.inLaneSince(where, new Date(now - rule.windowMs));
    const retryAfter = retryAfterSeconds(recent, rule.max, rule.windowMs, now);
    if (retryAfter !== undefined) {
      this.metrics.loginRefusals.inc({ scope: rule.scope });
      throw new ApiError(429, rule.message, { 'Retry-After': String(retryAfter) });
    }
  }

  async recordDeviceFailure(accountKey: string, device: string): Promise<void> {
    await this.failures.record(accountKey, deviceLane(device), this.clock.now());
  }

  async clearDeviceFailures(accountKey: string, device: string): Promise<void> {
    await this.failures.clearLane(accountKey, deviceLane(device));
  }

  async recordFailure(accountKey: string, ip: string): Promise<void> {
    await this.failures.record(accountKey, addressKey(ip), this.clock.now());
  }

  /**
   * After a successful sign-in: that address's failures on the account. Failures from elsewhere keep
   * counting, so guessing from other addresses gains nothing from the owner signing in.
   */
  async clearFailures(accountKey: string, ip: string): Promise<void> {
    await this.failures.clearLane(accountKey, addressKey(ip));
  }

  /** After a password reset: every failure on the account, from everywhere. */
  async clearAccount(accountKey: string): Promise<void> {
    await this.failures.clearAccount(accountKey);
  }

  async purgeExpired(): Promise<void> {
    const horizon = new Date(
      this.clock.now().getTime() - Math.max(LOGIN_ACCOUNT_WINDOW_MS, LOGIN_ACCOUNT_GLOBAL_WINDOW_MS, LOGIN_IP_WINDOW_MS),
    );
    await this.failures.purgeBefore(horizon);
  }

  onModuleInit(): void {
    this.stopPurge = startPeriodicPurge(() => this.purgeExpired(), PURGE_EVERY_MS, this.logger);
  }

  onModuleDestroy(): void {
    this.stopPurge?.();
  }
}

/** A known device's failures are stored under this key where an address's would be. */
const deviceLane = (device: string) => `device:${device}`;

/**
 * Seconds until enough of the failures (oldest first, all inside the window) leave it to allow another
 * attempt; undefined when allowed now.
 */
function retryAfterSeconds(recent: ReadonlyArray<{ createdAt: Date }>, max: number, windowMs: number, now: number): number | undefined {
  if (recent.length < max) return undefined;
  const unlocking = recent[recent.length - max]!; // once this one leaves the window, max-1 remain
  return Math.max(1, Math.ceil((unlocking.createdAt.getTime() + windowMs - now) / 1000));
}
