import { Injectable } from '@nestjs/common';
import { DISCOUNT_LIMITS, DISCOUNT_MESSAGES } from '@tm/contracts/discounts';
import { ClockService } from '../../common/clock';
import { addressKey } from '../../common/http/client-address';
import { ApiError } from '../../common/http/api-error';
import { LoginFailuresRepository } from '../auth';

/**
 * The cart's code field is throttled as sign-in is (decisions 005, 090), over the same failures table
 * (whose periodic purge clears these too) in lanes of its own: an unknown code tried counts against the
 * account from that address and against the address (IPv6 by its /64, addressKey). Past the limit the
 * field answers 429 with Retry-After, whatever the code, so trying codes cannot find one.
 */
@Injectable()
export class DiscountThrottleService {
  constructor(
    private readonly failures: LoginFailuresRepository,
    private readonly clock: ClockService,
  ) {}

  private static account = (userId: string) => `discount:user:${userId}`;
  private static lane = (ip: string) => `discount:${addressKey(ip)}`;
  private static readonly ANY_ACCOUNT = 'discount:any';

  async assertAllowed(userId: string, ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    const lane = DiscountThrottleService.lane(ip);
    const [fromHere, fromAddress] = await Promise.all([
      this.failures.inLaneSince(
        { accountKey: DiscountThrottleService.account(userId), ip: lane },
        new Date(now - DISCOUNT_LIMITS.accountWindowMs),
      ),
      this.failures.inLaneSince({ accountKey: DiscountThrottleService.ANY_ACCOUNT, ip: lane }, new Date(now - DISCOUNT_LIMITS.ipWindowMs)),
    ]);
    const retry =
      retryAfterSeconds(fromHere, DISCOUNT_LIMITS.accountMaxFailures, DISCOUNT_LIMITS.accountWindowMs, now) ??
      retryAfterSeconds(fromAddress, DISCOUNT_LIMITS.ipMaxFailures, DISCOUNT_LIMITS.ipWindowMs, now);
    if (retry !== undefined) throw new ApiError(429, DISCOUNT_MESSAGES.tooManyTries, { 'Retry-After': String(retry) });
  }

  /** An unknown code: one failure for the account from this address, one for the address. */
  async recordFailure(userId: string, ip: string): Promise<void> {
    const at = this.clock.now();
    const lane = DiscountThrottleService.lane(ip);
    await this.failures.record(DiscountThrottleService.account(userId), lane, at);
    await this.failures.record(DiscountThrottleService.ANY_ACCOUNT, lane, at);
  }
}

/** Seconds until the oldest failure that keeps the count at `max` leaves the window; undefined when allowed. */
function retryAfterSeconds(recent: ReadonlyArray<{ createdAt: Date }>, max: number, windowMs: number, now: number): number | undefined {
  if (recent.length < max) return undefined;
  const unlocking = recent[recent.length - max]!;
  return Math.max(1, Math.ceil((unlocking.createdAt.getTime() + windowMs - now) / 1000));
}
