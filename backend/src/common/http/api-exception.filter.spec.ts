import { BadRequestException, InternalServerErrorException, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { ApiError } from './api-error';
import { INTERNAL_ERROR_MESSAGE, NOT_FOUND_MESSAGE, toErrorReply } from './api-exception.filter';
import { DependencyUnavailableError, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from './unavailable';

describe('toErrorReply', () => {
  it("answers a zod error with 400 and the first issue's message", () => {
    const error = z.object({ a: z.string().min(3, 'Too short'), b: z.string().min(3, 'Also short') }).safeParse({ a: 'x', b: 'y' }).error!;
    expect(toErrorReply(error)).toEqual({ status: 400, message: 'Too short', headers: {} });
  });

  it('keeps our own texts and headers', () => {
    expect(toErrorReply(new ApiError(429, 'Slow down', { 'Retry-After': '60' }))).toEqual({
      status: 429,
      message: 'Slow down',
      headers: { 'Retry-After': '60' },
    });
  });

  it("turns Nest's unknown-route text into Not found", () => {
    expect(toErrorReply(new NotFoundException('Cannot GET /api/x')).message).toBe(NOT_FOUND_MESSAGE);
  });

  it('shows only our own texts: a Nest or library HttpException gets the standard phrase (its text may quote the request)', () => {
    expect(toErrorReply(new BadRequestException("Failed to decode param '<script>x</script>'"))).toEqual({
      status: 400,
      message: 'Bad Request',
      headers: {},
    });
    expect(toErrorReply(new BadRequestException({ message: ['First', 'Second'] }))).toMatchObject({ status: 400, message: 'Bad Request' });
    expect(toErrorReply(new ApiError(400, 'Username is required'))).toMatchObject({ status: 400, message: 'Username is required' });
  });

  it('answers an unavailable database or Redis with 503 and Retry-After, other failures with a generic 500', () => {
    const unavailable = { status: 503, message: SERVICE_UNAVAILABLE_MESSAGE, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } };
    expect(toErrorReply(Object.assign(new Error('connect ECONNREFUSED 10.0.0.3:3306'), { code: 'ECONNREFUSED', fatal: true }))).toEqual(
      unavailable,
    );
    expect(toErrorReply({ driverError: { code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205 } })).toEqual(unavailable);
    expect(toErrorReply({ code: 'ER_QUERY_TIMEOUT' })).toEqual(unavailable);
    expect(toErrorReply({ errno: 1969, message: 'Query execution was interrupted (max_statement_time exceeded)' })).toEqual(unavailable);
    expect(toErrorReply(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toEqual(unavailable);
    expect(toErrorReply(new DependencyUnavailableError('redis', 'no answer within 2000 ms'))).toEqual(unavailable);
    expect(toErrorReply({ code: 'ER_DUP_ENTRY', errno: 1062 })).toMatchObject({ status: 500, message: INTERNAL_ERROR_MESSAGE });
    expect(toErrorReply(Object.assign(new Error('no such table'), { code: 'SQLITE_ERROR' }))).toMatchObject({ status: 500 });
  });

  it('never shows the text of a 5xx that is not ours', () => {
    expect(toErrorReply(new InternalServerErrorException('db at 10.0.0.3 refused'))).toMatchObject({
      status: 500,
      message: INTERNAL_ERROR_MESSAGE,
    });
    expect(toErrorReply(new Error('ER_ACCESS_DENIED_ERROR: Access denied for user'))).toMatchObject({
      status: 500,
      message: INTERNAL_ERROR_MESSAGE,
    });
    expect(toErrorReply('a string')).toMatchObject({ status: 500, message: INTERNAL_ERROR_MESSAGE });
  });

  it('uses the standard phrase for 4xx errors of libraries', () => {
    expect(toErrorReply(Object.assign(new Error('raw detail'), { status: 415, expose: true }))).toMatchObject({
      status: 415,
      message: 'Unsupported Media Type',
    });
  });
});
