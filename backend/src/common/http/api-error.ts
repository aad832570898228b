import { HttpException } from '@nestjs/common';

/** Fields an answer carries beside its message, for a form to act on (what a listing lacks, say); our own values only. */
export type ErrorFields = Record<string, string | number | boolean | string[]>;

/**
 * An error whose message is safe to show the client, whatever the status (our own texts only),
 * optionally with response headers such as Retry-After, and fields beside the message.
 */
export class ApiError extends HttpException {
  constructor(
    status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fields: ErrorFields = {},
  ) {
    super({ message }, status);
  }
}
