import { z } from 'zod';
import { LoginSchema, SignupSchema } from '@tm/contracts/auth';
import { ApiError } from '../http/api-error';
import { UNKNOWN_FIELD_MESSAGE, ZodValidationPipe } from './zod-validation.pipe';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).getStatus()).toBe(400);
    return ((error as ApiError).getResponse() as { message: string }).message;
  }
  throw new Error('expected a 400 ApiError');
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

  it('never quotes an unknown key back (zod does)', () => {
    const pipe = new ZodValidationPipe(z.object({ a: z.string() }).strict());
    expect(messageOf(() => pipe.transform({ a: 'x', '<script>x</script>': 1 }))).toBe(UNKNOWN_FIELD_MESSAGE);
  });

  it('asks for a JSON object when the body is missing', () => {
    const pipe = new ZodValidationPipe(LoginSchema);
    expect(messageOf(() => pipe.transform(undefined))).toBe('Request body must be a JSON object');
  });
});
