import { BadRequestException } from '@nestjs/common';
import { LoginSchema, SignupSchema } from '@tm/contracts/auth';
import { ZodValidationPipe } from './zod-validation.pipe';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { message: string }).message;
  }
  throw new Error('expected a BadRequestException');
}

describe('ZodValidationPipe', () => {
  it('returns the parsed, normalised value', () => {
    const pipe = new ZodValidationPipe(SignupSchema);
    expect(pipe.transform({ username: ' ann ', email: 'Ann@Example.COM', password: 'Secret123' })).toEqual({
      username: 'ann',
      email: 'ann@example.com',
      password: 'Secret123',
      firstName: undefined,
      lastName: undefined,
    });
  });

  it("answers with the first issue's message", () => {
    const pipe = new ZodValidationPipe(LoginSchema);
    expect(messageOf(() => pipe.transform({ username: '', password: '' }))).toBe('Username or email is required');
  });

  it('names a missing field', () => {
    const pipe = new ZodValidationPipe(LoginSchema);
    expect(messageOf(() => pipe.transform({ password: 'x' }))).toBe('username is required');
  });

  it('asks for a JSON object when the body is missing', () => {
    const pipe = new ZodValidationPipe(LoginSchema);
    expect(messageOf(() => pipe.transform(undefined))).toBe('Request body must be a JSON object');
  });
});
