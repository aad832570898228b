import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, LessThanOrEqual, type Repository } from 'typeorm';
import { isUniqueViolation } from '../../database/unique-violation';
import { RateLimitHitEntity } from './entities/rate-limit-hit.entity';

/** One place under a limit: which of the subject's numbered places, and until when it counts. */
export interface HeldPlace {
  id: string;
  slot: number;
  expiresAt: Date;
}

/** Whose places: a limit's bucket and one subject. */
export interface PlaceKey {
  bucket: string;
  subject: string;
}

/**
 * The rate_limit_hits statements behind RateLimitService. Every change is one conditional statement
 * (the unique (bucket, subject, slot) index, an expiry in the WHERE), so racing requests cannot take
 * more places than there are.
 */
@Injectable()
export class RateLimitRepository {
  constructor(@InjectRepository(RateLimitHitEntity) private readonly hits: Repository<RateLimitHitEntity>) {}

  /** The subject's places under the bucket, live or expired. */
  held(key: PlaceKey): Promise<HeldPlace[]> {
    return this.hits.find({ select: { id: true, slot: true, expiresAt: true }, where: key });
  }

  /** Takes over an expired place under a new id; false when someone else took it over first. */
  async takeOver(expiredId: string, now: Date, id: string, expiresAt: Date): Promise<boolean> {
    const taken = await this.hits.update({ id: expiredId, expiresAt: LessThanOrEqual(now) }, { id, expiresAt });
    return taken.affected === 1;
  }

  /** Takes a free place; false when another request took the same one first (the unique index). */
  async insert(place: PlaceKey & { id: string; slot: number; expiresAt: Date }): Promise<boolean> {
    try {
      await this.hits.insert(place);
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return false;
    }
  }

  async release(id: string): Promise<void> {
    await this.hits.delete({ id });
  }

  async purgeExpired(now: Date): Promise<void> {
    await this.hits.delete({ expiresAt: LessThan(now) });
  }
}
