import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, type Repository } from 'typeorm';
import { LoginFailureEntity } from './entities/login-failure.entity';

/**
 * The login_failures table behind LoginThrottleService (decision 005), which decides the keys, the
 * windows and the refusals. `lane` is the stored `ip` column: an address's key or a known device's.
 */
@Injectable()
export class LoginFailuresRepository {
  constructor(@InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>) {}

  /** The account's failures from every lane since `after`, oldest first. */
  onAccountSince(accountKey: string, after: Date): Promise<Array<Pick<LoginFailureEntity, 'id' | 'ip' | 'createdAt'>>> {
    return this.failures.find({
      select: { id: true, ip: true, createdAt: true },
      where: { accountKey, createdAt: MoreThan(after) },
      order: { createdAt: 'ASC' },
    });
  }

  /** The failures in a lane (on one account, or on any) since `after`, oldest first. */
  inLaneSince(where: { ip: string; accountKey?: string }, after: Date): Promise<Array<Pick<LoginFailureEntity, 'id' | 'createdAt'>>> {
    return this.failures.find({
      select: { id: true, createdAt: true },
      where: { ...where, createdAt: MoreThan(after) },
      order: { createdAt: 'ASC' },
    });
  }

  async record(accountKey: string, lane: string, createdAt: Date): Promise<void> {
    await this.failures.save(this.failures.create({ accountKey, ip: lane, createdAt }));
  }

  async clearLane(accountKey: string, lane: string): Promise<void> {
    await this.failures.delete({ accountKey, ip: lane });
  }

  async clearAccount(accountKey: string): Promise<void> {
    await this.failures.delete({ accountKey });
  }

  async purgeBefore(horizon: Date): Promise<void> {
    await this.failures.delete({ createdAt: LessThan(horizon) });
  }
}
