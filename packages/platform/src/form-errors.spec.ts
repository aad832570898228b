import { LoginSchema, SignupSchema } from '@tm/contracts/auth';
import { fieldErrors, validateForm, withoutFieldError, type FieldErrors } from './form-errors';

describe('fieldErrors', () => {
  it('keeps the first message of each top-level field', () => {
    const errors = fieldErrors<'password' | 'email'>([
      { path: ['password'], message: 'Password must be at least 8 characters' },
      { path: ['password'], message: 'Password must contain at least one uppercase letter' },
      { path: ['email', 0], message: 'Please enter a valid email address' },
    ]);
    expect(errors).toEqual({
      password: 'Password must be at least 8 characters',
      email: 'Please enter a valid email address',
    });
  });

  it('ignores issues about the whole form', () => {
    expect(fieldErrors([{ path: [], message: 'Invalid input' }])).toEqual({});
  });
});

describe('validateForm', () => {
  it('hands back the schema output when the values are valid', () => {
    const result = validateForm(SignupSchema, {
      username: ' shopper_1 ',
      email: ' Shopper@Example.COM ',
      password: 'Shopper123',
      firstName: '',
      lastName: 'Lee',
    });
    expect(result).toEqual({
      ok: true,
      data: { username: 'shopper_1', email: 'shopper@example.com', password: 'Shopper123', firstName: undefined, lastName: 'Lee' },
    });
  });

  it('gives one spec message per invalid field and none for the valid ones', () => {
    const result = validateForm(SignupSchema, { username: 'ab', email: 'not-an-email', password: 'short', firstName: '', lastName: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        username: 'Username must be at least 3 characters',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
      },
    });
  });

  it('reports every required field of an empty form', () => {
    expect(validateForm(LoginSchema, { username: '', password: '' })).toEqual({
      ok: false,
      errors: { username: 'Username or email is required', password: 'Password is required' },
    });
  });
});

describe('withoutFieldError', () => {
  it('clears the edited field and keeps the others', () => {
    const errors: FieldErrors<'username' | 'password'> = { username: 'Username or email is required', password: 'Password is required' };
    expect(withoutFieldError(errors, 'username')).toEqual({ password: 'Password is required' });
    expect(errors.username).toBe('Username or email is required');
  });

  it('returns the same object when the field had no error, so React skips the update', () => {
    const errors: FieldErrors<'username' | 'password'> = { password: 'Password is required' };
    expect(withoutFieldError(errors, 'username')).toBe(errors);
  });
});
