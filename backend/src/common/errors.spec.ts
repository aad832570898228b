import { asError, errorMessage } from './errors';

describe('asError', () => {
  it('keeps an Error as it is', () => {
    const error = new TypeError('bad');
    expect(asError(error)).toBe(error);
  });

  it('makes anything else the cause of a new Error', () => {
    const thrown = { code: 'E_WEIRD' };
    const error = asError(thrown);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('[object Object]');
    expect(error.cause).toBe(thrown);
    expect(asError('plain text').message).toBe('plain text');
  });
});

describe('errorMessage', () => {
  it("reads an Error's message and writes anything else as text", () => {
    expect(errorMessage(new Error('disk full'))).toBe('disk full');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(undefined)).toBe('undefined');
  });
});
