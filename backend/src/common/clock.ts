import { Injectable } from '@nestjs/common';

/** The time every rule reads; tests swap it to move through throttling windows and expiries. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
