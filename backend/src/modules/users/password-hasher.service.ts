import { Injectable, Logger } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { ApiError } from '../../common/http/api-error';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { LaneFullError, PriorityLane, type LanePriority } from './hashing-lane';

/**
 * How long a task may expect to wait behind the queue to be admitted (decision 020): a sign-in about a
 * second and a half, a sign-up three, and a sign-up overtaken by sign-ins gives up after six. A sign-in
 * is never overtaken, so once admitted it waits its turn; a password change (only with a valid reset
 * link) always does. The hard bounds per running hash only keep memory bounded.
 */
const SIGN_IN_MAX_WAIT_MS = 1_500;
const SIGN_UP_MAX_WAIT_MS = 3_000;
const SIGN_UP_GIVE_UP_MS = 6_000;
const MAX_QUEUED_PER_SLOT = 64;
/** Refusals are summed up in the log at most this often (a flood would otherwise flood the log too). */
const REPORT_REFUSALS_EVERY_MS = 60_000;

/**
 * argon2id. Production uses the library's defaults; tests lower the memory cost through config. Every
 * hash and check runs through one bounded lane: a few at a time, sign-ins before sign-ups, and a full
 * lane answers 503 with Retry-After at once, so a flood of sign-ups cannot make a sign-in wait seconds.
 */
@Injectable()
export class PasswordHasherService {
  readonly lane: PriorityLane;
  private dummyHash: Promise<string> | undefined;
  private readonly logger = new Logger('PasswordHashing');
  private refused = 0;
  private lastReport = 0;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    const slots = config.passwordHashConcurrency;
    this.lane = new PriorityLane({
      concurrency: slots,
      rules: {
        'known-device': { maxWaitMs: SIGN_IN_MAX_WAIT_MS, maxQueued: MAX_QUEUED_PER_SLOT * slots },
        'sign-in': { maxWaitMs: SIGN_IN_MAX_WAIT_MS, maxQueued: MAX_QUEUED_PER_SLOT * slots },
        'password-change': {},
        'sign-up': { maxWaitMs: SIGN_UP_MAX_WAIT_MS, giveUpAfterMs: SIGN_UP_GIVE_UP_MS, maxQueued: MAX_QUEUED_PER_SLOT * slots },
      },
    });
  }

  /** 503 now when a hash of this kind would be refused: lets a caller skip its other work first. */
  assertRoom(priority: LanePriority): void {
    try {
      this.lane.assertRoom(priority);
    } catch (error) {
      throw this.busy(error);
    }
  }

  hash(password: string, priority: Exclude<LanePriority, 'sign-in' | 'known-device'>): Promise<string> {
    return this.inLane(priority, () => this.argon2Hash(password));
  }

  /** A sign-in's check: ahead of every queued hash (a known device's ahead of every other sign-in). */
  verify(hash: string, password: string, priority: 'sign-in' | 'known-device' = 'sign-in'): Promise<boolean> {
    return this.inLane(priority, () => verifyHash(hash, password));
  }

  /**
   * Spends the same work as a real check when the account does not exist, so response timing does
   * not tell whether a username or email is registered.
   */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= this.argon2Hash('not-a-real-password-0');
    const dummy = await this.dummyHash;
    await this.inLane('sign-in', () => verifyHash(dummy, password));
    return false;
  }

  private argon2Hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.config.passwordHashing });
  }

  private async inLane<T>(priority: LanePriority, task: () => Promise<T>): Promise<T> {
    try {
      return await this.lane.run(priority, task);
    } catch (error) {
      throw this.busy(error);
    }
  }

  /** A full lane becomes the client's 503 with Retry-After; the log gets a count now and then. */
  private busy(error: unknown): unknown {
    if (!(error instanceof LaneFullError)) return error;
    this.refused += 1;
    const now = Date.now();
    if (now - this.lastReport >= REPORT_REFUSALS_EVERY_MS) {
      this.logger.warn(`Password hashing lane full: ${this.refused} sign-in or sign-up request(s) answered 503 since the last report`);
      this.refused = 0;
      this.lastReport = now;
    }
    return new ApiError(503, AUTH_MESSAGES.hashingBusy, { 'Retry-After': String(error.retryAfterSeconds) });
  }
}

async function verifyHash(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
