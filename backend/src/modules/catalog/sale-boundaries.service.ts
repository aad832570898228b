import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ClockService } from '../../common/clock';
import { errorMessage } from '../../common/errors';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogRepository } from './catalog.repository';

/** A timer never waits longer than this before reading the next boundary again (setTimeout's own limit is ~24.8 days). */
const MAX_WAIT_MS = 60 * 60_000;
/** Fired this long after the boundary, so a read at the timer sees the sale already started or ended. */
const AFTER_BOUNDARY_MS = 5;

/**
 * Sales start and end without a write (decision 076): each process knows the next moment a sale starts
 * or ends and drops its cached catalog answers then, so prices are right within moments on every node.
 * It reads that moment again whenever its answers are dropped, so a sale saved on any node is known
 * here as soon as that node's change reaches this one (within about a second).
 */
@Injectable()
export class SaleBoundariesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SaleBoundaries');
  private timer: NodeJS.Timeout | undefined;
  private reading = false;
  private readAgain = false;
  private stopped = false;
  /** The boundary the timer waits for (tests and logs). */
  next: Date | null = null;

  constructor(
    private readonly catalog: CatalogRepository,
    private readonly cache: CatalogCacheService,
    private readonly clock: ClockService,
  ) {}

  onApplicationBootstrap(): void {
    this.cache.onDrop(() => void this.schedule());
    void this.schedule();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Reads the next boundary and sets the timer for it; a call during a read reads once more after it. */
  async schedule(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    try {
      do {
        this.readAgain = false;
        const now = this.clock.now();
        const next = await this.catalog.nextSaleBoundary(now);
        if (this.stopped) return;
        this.next = next;
        clearTimeout(this.timer);
        const wait = next ? Math.min(next.getTime() - now.getTime() + AFTER_BOUNDARY_MS, MAX_WAIT_MS) : MAX_WAIT_MS;
        this.timer = setTimeout(() => this.fire(next), Math.max(0, wait));
        this.timer.unref();
      } while (this.readAgain && !this.stopped);
    } catch (error) {
      // The database is away: try again shortly; the cache's own TTL bounds how late a price can be meanwhile.
      this.logger.warn(`Could not read the next sale boundary: ${errorMessage(error)}`);
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.schedule(), 5_000);
      this.timer.unref();
    } finally {
      this.reading = false;
    }
  }

  private fire(boundary: Date | null): void {
    if (this.stopped) return;
    if (boundary && this.clock.now() >= boundary)
      this.cache.expireAll(); // drops, and the drop reads the next one
    else void this.schedule();
  }
}
