import { session, type Tokens } from '@/lib/auth/session';
import { takeEarlyRead } from './early';
import { ApiError, NETWORK_ERROR_CODE, apiErrorFromResponse } from './errors';

export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * Refresh the tokens and retry once on a 401. Off for the calls that hand out tokens
   * (log-in, registration, code exchange, refresh itself): their 401 is the answer.
   */
  refreshOn401?: boolean;
  /** Act as the person even after switching to an organization (no Current-Identity header). */
  asPerson?: boolean;
  /** Extra headers (an `Idempotency-Key`). */
  headers?: Record<string, string>;
  /**
   * Send empty strings instead of dropping them: an edit uses them to clear an optional field
   * (absent means "keep" to the server).
   */
  keepEmptyStrings?: boolean;
  /** `blob` answers the body as a Blob (a CSV download) instead of parsed JSON. */
  responseType?: 'json' | 'blob';
}

/** Empty fields are dropped from bodies: absent means "not given" to the server. */
export function dropEmptyFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function buildHeaders(options: RequestOptions, hasBody: boolean): Headers {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  // Multipart bodies get their boundary from the browser.
  if (hasBody && !(options.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const { tokens, currentIdentityId } = session.get();
  if (tokens) headers.set('Authorization', `${tokens.token_type || 'Bearer'} ${tokens.access_token}`);
  if (tokens && currentIdentityId && !options.asPerson) headers.set('Current-Identity', currentIdentityId);
  return headers;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const hasBody = options.body !== undefined;
  const url = buildUrl(path, options.query);
  const headers = buildHeaders(options, hasBody);
  // The first page's reads of a visitor not signed in may already be on their way (the shell
  // script asked for them with the same URL); if that read failed, it is asked for again here.
  const early = method === 'GET' && !headers.has('Authorization') && !options.signal?.aborted ? takeEarlyRead(url) : undefined;
  if (early) {
    try {
      return await early;
    } catch {
      // Asked again below.
    }
  }
  try {
    return await fetch(url, {
      method,
      // Always asked again (as the original client's `?t=` cache-buster did), but with the copy's
      // ETag: an unchanged answer comes back as an empty 304.
      cache: 'no-cache',
      headers,
      body: !hasBody
        ? undefined
        : options.body instanceof FormData
          ? options.body
          : JSON.stringify(options.keepEmptyStrings ? options.body : dropEmptyFields(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, error instanceof Error ? error.message : 'Network error');
  }
}

let refreshInFlight: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const refreshToken = session.get().tokens?.refresh_token;
  if (!refreshToken) return false;
  const response = await send('/auth/refresh', {
    method: 'POST',
    body: { refresh_token: refreshToken },
    refreshOn401: false,
  });
  if (!response.ok) return false;
  session.setTokens((await response.json()) as Tokens);
  return true;
}

/** Parallel 401s share one refresh: the first starts it, the others wait for the same answer. */
function refreshOnce(): Promise<boolean> {
  refreshInFlight ??= refreshTokens()
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * One call to the Matchpool API. On a 401 it refreshes the tokens once (shared by parallel
 * calls) and retries; if there is no refresh token, the refresh fails or the retry is still
 * refused, the session has expired: the person is signed out (and told) and the 401 is thrown.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const tokenUsed = session.get().tokens?.access_token;
  let response = await send(path, options);

  if (response.status === 401 && options.refreshOn401 !== false && tokenUsed) {
    const current = session.get().tokens?.access_token;
    // Another call may already have refreshed while this one was on the wire.
    const refreshed = current !== undefined && current !== tokenUsed ? true : await refreshOnce();
    if (refreshed) response = await send(path, options);
    if (!refreshed || response.status === 401) {
      const error = await apiErrorFromResponse(response);
      session.expire();
      throw error;
    }
  }

  if (!response.ok) throw await apiErrorFromResponse(response);
  if (options.responseType === 'blob') return (await response.blob()) as T;
  return parse<T>(response);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
