import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitHitEntity } from './entities/rate-limit-hit.entity';
import { RateLimitRepository } from './rate-limit.repository';
import { RateLimitService } from './rate-limit.service';

/** Windowed limits per subject (sign-ups per address, ...), shared by every process through the database. */
@Module({
  imports: [TypeOrmModule.forFeature([RateLimitHitEntity])],
  providers: [RateLimitRepository, RateLimitService],
  exports: [RateLimitService],
})
export class RateLimitModule {}
