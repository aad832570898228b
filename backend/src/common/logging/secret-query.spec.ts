import { redactQueryString, redactSecretQuery } from './secret-query';

describe('secret query values in logged URLs', () => {
  it.each([
    'token',
    'access_token',
    'refresh_token',
    'id_token',
    'api_key',
    'apikey',
    'key',
    'X-Amz-Signature',
    'X-Amz-Credential',
    'X-Amz-Security-Token',
    'sig',
    'signature',
    'session',
    'session_id',
    'PHPSESSID',
    'sid',
    'code',
    'promo_code',
    'password',
    'passwd',
    'client_secret',
    'auth',
    'otp',
    'jwt',
    'Access%5FToken',
  ])('blanks %s', (name) => {
    expect(redactSecretQuery(`/a?page=2&${name}=s3cr3t&limit=1#top`)).toBe(`/a?page=2&${name}=[redacted]&limit=1#top`);
  });

  it.each(['search', 'page', 'limit', 'sort', 'category', 'subcategory', 'minPrice', 'asTyped', 'platform', 'return', 'buy'])(
    'keeps %s as sent',
    (name) => {
      expect(redactSecretQuery(`/a?${name}=v&token=t`)).toBe(`/a?${name}=v&token=[redacted]`);
    },
  );

  it('leaves a URL without a query, and a bare query, in their own shape', () => {
    expect(redactSecretQuery('/api/token/abc')).toBe('/api/token/abc');
    expect(redactQueryString('token=t0k&limit=1')).toBe('token=[redacted]&limit=1');
    expect(redactSecretQuery('/a?token')).toBe('/a?token');
    expect(redactSecretQuery('/a?%E0%A4%A=1&sig=x')).toBe('/a?%E0%A4%A=1&sig=[redacted]');
  });
});
