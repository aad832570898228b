// The rate-limit module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { RateLimitModule } from './rate-limit.module';
export { bySubject, RateLimitService } from './rate-limit.service';
