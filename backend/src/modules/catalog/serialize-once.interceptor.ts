import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

const texts = new WeakMap<object, string>();

/** JSON text of a value, made once per object: cached answers are the same object call after call. */
export function jsonOnce(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

/**
 * Sends a handler's object as JSON text serialized once per object. The catalog answers most calls
 * from CatalogCacheService, so a page of 20 templates (~30 KB) is stringified once per cache entry
 * rather than on every request (a quarter of the CPU such a request costs).
 */
@Injectable()
export class SerializeOnceInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        if (body === null || typeof body !== 'object') return body;
        res.type('application/json');
        return jsonOnce(body);
      }),
    );
  }
}
