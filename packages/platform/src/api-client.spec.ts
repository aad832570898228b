import { ApiError, UserFacingError, apiFetch, postJson, swrFetcher, userMessage } from './api-client';

type FetchArgs = [string, RequestInit];

function mockFetch(status: number, body: string, init: { statusText?: string; contentType?: string } = {}) {
  const calls: FetchArgs[] = [];
  globalThis.fetch = (async (url: string, request: RequestInit) => {
    calls.push([url, request]);
    return new Response(status === 204 ? null : body, {
      status,
      statusText: init.statusText ?? '',
      headers: { 'content-type': init.contentType ?? 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

describe('apiFetch', () => {
  it('sends cookies and a JSON body with a JSON content type', async () => {
    const calls = mockFetch(200, '{"ok":true}');
    await expect(postJson('/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, request] = calls[0];
    expect(url).toBe('/api/x');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('same-origin');
    expect(request.body).toBe('{"a":1}');
    expect((request.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns a non-OK response into "{status}: {body}" with the server message kept apart', async () => {
    mockFetch(401, '{"message":"Invalid username or password"}', { statusText: 'Unauthorized' });
    const error = await apiFetch('/api/auth/login/manual', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid username or password"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe('Invalid username or password');
    expect(userMessage(error, 'fallback')).toBe('Invalid username or password');
  });

  it('uses the status text when the error body is empty', async () => {
    mockFetch(503, '', { statusText: 'Service Unavailable' });
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeNull();
    expect(userMessage(error, 'Try again')).toBe('Try again');
  });

  it('resolves to undefined on 204', async () => {
    mockFetch(204, '');
    await expect(apiFetch('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('joins SWR key segments with a slash', async () => {
    const calls = mockFetch(200, '[]');
    await swrFetcher(['/api/templates', 'abc']);
    expect(calls[0][0]).toBe('/api/templates/abc');
  });
});

describe('userMessage', () => {
  it("passes a UserFacingError's own text on, and hides any other error's behind the fallback", () => {
    expect(userMessage(new UserFacingError('Failed to create order'), 'Failed to process order')).toBe('Failed to create order');
    expect(userMessage(new TypeError('Failed to fetch'), 'Failed to process order')).toBe('Failed to process order');
  });
});
