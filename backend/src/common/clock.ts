import { Injectable } from '@nestjs/common';

/** The time every rule reads; tests swap it to move through throttling windows and expiries. */
@Injectable()
export class ClockService {
  now(): Date {
    return new Date();
  }
}

/**
 * A clock that starts at a given instant and runs on from it (TEST_CLOCK_START): browser tests place
 * orders either side of a shop's month boundary with it. Never in production (the config refuses it).
 */
export class StartedClock extends ClockService {
  private readonly offsetMs: number;

  constructor(start: Date) {
    super();
    this.offsetMs = start.getTime() - Date.now();
  }

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}
