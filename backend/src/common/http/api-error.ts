import { HttpException } from '@nestjs/common';

/**
 * An error whose message is safe to show the client, whatever the status (our own texts only),
 * optionally with response headers such as Retry-After.
 */
export class ApiError extends HttpException {
  constructor(
    status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super({ message }, status);
  }
}
