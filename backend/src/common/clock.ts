import { Injectable } from '@nestjs/common';

/** The time every rule reads; tests swap it to move through throttling windows and expiries. */
@Injectable()
export class ClockService {
  now(): Date {
    return new Date();
  }
}
