import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isIPv6 } from 'node:net';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import {
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_IP_MAX_FAILURES,
  LOGIN_IP_WINDOW_MS,
} from '@tm/contracts/limits';
import { LessThan, MoreThan, type Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { LoginFailureEntity } from './entities/login-failure.entity';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Sign-in throttling, stored in the database so every process sees the same counts.
 * An account is refused once it has LOGIN_ACCOUNT_MAX_FAILURES failures inside the window (even with
 * the right password); an address once it has LOGIN_IP_MAX_FAILURES. Refused attempts are not counted,
 * so the lock lifts when the window has passed since the failures.
 */
@Injectable()
export class LoginThrottleService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LoginThrottle');
  private purgeTimer: NodeJS.Timeout | undefined;

  constructor(
    @InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>,
    private readonly clock: Clock,
  ) {}

  /** The account key never reveals whether the account exists: unknown names get their own key. */
  static accountKey(userId: string | undefined, identifier: string): string {
    return userId ? `user:${userId}` : `name:${identifier.trim().toLowerCase().slice(0, 250)}`;
  }

  async assertIpAllowed(ip: string): Promise<void> {
    const retryAfter = await this.retryAfterSeconds({ ip: throttleAddress(ip) }, LOGIN_IP_MAX_FAILURES, LOGIN_IP_WINDOW_MS);
    if (retryAfter !== undefined) {
      throw new ApiError(429, AUTH_MESSAGES.tooManyIpFailures, { 'Retry-After': String(retryAfter) });
    }
  }

  async assertAccountAllowed(accountKey: string): Promise<void> {
    const retryAfter = await this.retryAfterSeconds({ accountKey }, LOGIN_ACCOUNT_MAX_FAILURES, LOGIN_ACCOUNT_WINDOW_MS);
    if (retryAfter !== undefined) {
      throw new ApiError(429, AUTH_MESSAGES.tooManyAccountFailures, { 'Retry-After': String(retryAfter) });
    }
  }

  async recordFailure(accountKey: string, ip: string): Promise<void> {
    await this.failures.save(this.failures.create({ accountKey, ip: throttleAddress(ip), createdAt: this.clock.now() }));
  }

  /** After a successful sign-in or a password reset. */
  async clearAccount(accountKey: string): Promise<void> {
    await this.failures.delete({ accountKey });
  }

  async purgeExpired(): Promise<void> {
    const horizon = new Date(this.clock.now().getTime() - Math.max(LOGIN_ACCOUNT_WINDOW_MS, LOGIN_IP_WINDOW_MS));
    await this.failures.delete({ createdAt: LessThan(horizon) });
  }

  onModuleInit(): void {
    this.purgeTimer = setInterval(() => {
      this.purgeExpired().catch((error: Error) => this.logger.warn(`Purge failed: ${error.message}`));
    }, PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.purgeTimer);
  }

  /** Seconds until enough failures leave the window to allow another attempt; undefined when allowed now. */
  private async retryAfterSeconds(
    where: { ip: string } | { accountKey: string },
    max: number,
    windowMs: number,
  ): Promise<number | undefined> {
    const now = this.clock.now().getTime();
    const recent = await this.failures.find({
      select: { id: true, createdAt: true },
      where: { ...where, createdAt: MoreThan(new Date(now - windowMs)) },
      order: { createdAt: 'ASC' },
    });
    if (recent.length < max) return undefined;
    const unlocking = recent[recent.length - max]!; // once this one leaves the window, max-1 remain
    return Math.max(1, Math.ceil((unlocking.createdAt.getTime() + windowMs - now) / 1000));
  }
}

/**
 * The address failures are counted against: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 by its
 * /64 prefix since one client usually holds a whole /64.
 */
export function throttleAddress(ip: string): string {
  const address = ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const embeddedIpv4 = /\./.test(address) ? 1 : 0; // a trailing a.b.c.d fills two groups
  const missing = 8 - headGroups.length - tailGroups.length - embeddedIpv4;
  const groups = address.includes('::') ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
