/**
 * The one way the front ends call the backend: cookies on, JSON in and out, and every non-OK
 * response turned into an ApiError whose message follows docs/product/storefront.md §8 ("{status}: {body or statusText}").
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Serialised as JSON with a JSON content type when present. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The server's `{ message }`, when the body had one: the text to show users. */
  readonly serverMessage: string | null;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    this.serverMessage = readServerMessage(bodyText);
  }
}

function readServerMessage(bodyText: string): string | null {
  if (!bodyText) return null;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message) return message;
      if (Array.isArray(message) && message.every((m) => typeof m === 'string')) return message.join(', ');
    }
  } catch {
    // Not JSON: the status line already carries the text.
  }
  return null;
}

/**
 * The call itself: cookies on, the body as JSON, every non-OK answer thrown as an ApiError. For an answer
 * the caller reads itself (a file to save, or a status that says which kind of answer came); apiFetch
 * reads the JSON of the rest.
 */
export async function apiResponse(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    signal,
    headers: { Accept: 'application/json', ...headers },
  };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }

  const response = await fetch(path, init);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return response;
}

export async function apiFetch<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const contentType = response.headers.get('content-type') ?? '';
  return (contentType.includes('json') ? JSON.parse(text) : text) as T;
}

export function getJson<T = unknown>(path: string, signal?: AbortSignal): Promise<T> {
  return apiFetch<T>(path, { signal });
}

export function postJson<T = unknown>(path: string, body?: unknown): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', body: body ?? {} });
}

/**
 * A failure whose message is already the text to show (a page's own wording for a failed step), so
 * userMessage passes it on instead of the form's generic fallback.
 */
export class UserFacingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UserFacingError';
  }
}

/** What to tell a user about a failed call: the server's own message, else the screen's fallback text. */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof UserFacingError) return error.message;
  return fallback;
}

/** SWR's default fetcher (docs/product/storefront.md §7): GET on the key's segments joined with a slash. */
export function swrFetcher<T = unknown>(key: string | readonly unknown[]): Promise<T> {
  const path = Array.isArray(key) ? key.map(String).join('/') : String(key);
  return getJson<T>(path);
}
