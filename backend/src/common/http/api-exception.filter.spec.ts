import { BadRequestException, InternalServerErrorException, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { ApiError } from './api-error';
import { INTERNAL_ERROR_MESSAGE, NOT_FOUND_MESSAGE, toErrorReply } from './api-exception.filter';

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

  it('uses the message of a 4xx HttpException', () => {
    expect(toErrorReply(new BadRequestException({ message: ['First', 'Second'] }))).toMatchObject({ status: 400, message: 'First' });
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
