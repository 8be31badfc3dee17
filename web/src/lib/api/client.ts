import createClient, { type Client, type ClientPathsWithMethod, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import { session } from '@/lib/auth/session';
import { takeEarlyRead } from './early';
import { ApiError, NETWORK_ERROR_CODE, apiErrorFromResponse } from './errors';
import type { paths } from './schema';

export const API_BASE = '/api';

/** What a call may ask of the client besides the request itself (openapi-fetch's `params`, `body`...). */
export interface CallOptions {
  /**
   * Renew the session and retry once on a 401. Off for the calls that start a session
   * (log-in, registration, code exchange, refresh itself): their 401 is the answer.
   */
  refreshOn401?: boolean;
  /** Act as the person even after switching to an organization (no Current-Identity header). */
  asPerson?: boolean;
  /**
   * Send empty strings instead of dropping them: an edit uses them to clear an optional field
   * (absent means "keep" to the server).
   */
  keepEmptyStrings?: boolean;
}

/** Empty fields are dropped from bodies: absent means "not given" to the server. */
export function dropEmptyFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

type QueryValue = string | number | boolean | null | undefined;

/** Query values that are absent (undefined, null) are left out; the rest are written as strings. */
function serializeQuery(query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params.toString();
}

type Init = RequestInit & CallOptions & { body?: unknown };

/**
 * openapi-fetch builds the call (URL from the path and its parameters, headers, body) into one of
 * these rather than a `Request`, so that `send` can ask with the same relative URL and `fetch(url,
 * init)` as ever (the early reads are found by URL; multipart bodies stay the browser's FormData).
 */
class Call {
  readonly url: string;
  readonly init: Init;

  constructor(url: string, init: Init = {}) {
    this.url = url;
    this.init = init;
  }

  get method(): string {
    return this.init.method ?? 'GET';
  }
}

function buildHeaders(call: Call): Headers {
  const headers = new Headers(call.init.headers);
  headers.set('Accept', 'application/json');
  const { signedIn, currentIdentityId } = session.get();
  if (signedIn && currentIdentityId && !call.init.asPerson) headers.set('Current-Identity', currentIdentityId);
  return headers;
}

function encodeBody({ body, keepEmptyStrings }: Init): BodyInit | undefined {
  if (body === undefined) return undefined;
  // Multipart bodies get their boundary from the browser; a string is a form's encoded text.
  if (body instanceof FormData || typeof body === 'string') return body;
  return JSON.stringify(keepEmptyStrings ? body : dropEmptyFields(body));
}

async function send(call: Call): Promise<Response> {
  const { method, url } = call;
  const headers = buildHeaders(call);
  const { signal } = call.init;
  // The first page's reads of a visitor not signed in may already be on their way (the shell
  // script asked for them with the same URL); if that read failed, it is asked for again here.
  const early = method === 'GET' && !session.get().signedIn && !signal?.aborted ? takeEarlyRead(url) : undefined;
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
      // The session's cookies go with every call to our own origin, never elsewhere.
      credentials: 'same-origin',
      headers,
      body: encodeBody(call.init),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, error instanceof Error ? error.message : 'Network error');
  }
}

let refreshInFlight: Promise<boolean> | null = null;
/** How many times the session was renewed on this page: a call refused before a renewal just retries. */
let renewals = 0;

/** Renews the session's cookies with its refresh cookie (the server rotates it). */
async function refreshSession(): Promise<boolean> {
  if (!session.get().signedIn) return false;
  await api.post('/auth/refresh', { body: { session: 'cookie' }, refreshOn401: false });
  renewals += 1;
  return true;
}

/** Parallel 401s share one refresh: the first starts it, the others wait for the same answer. */
function refreshOnce(): Promise<boolean> {
  refreshInFlight ??= refreshSession()
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * One call to the Matchpool API. On a 401 of a signed-in person it renews the session once
 * (shared by parallel calls) and retries; if the renewal fails or the retry is still refused, the
 * session has expired: the person is signed out (and told) and the 401 is thrown. Any other
 * refusal is thrown as an ApiError with the server's stable code.
 */
async function answer(call: Call): Promise<Response> {
  const signedIn = session.get().signedIn;
  const renewalsBefore = renewals;
  let response = await send(call);

  if (response.status === 401 && call.init.refreshOn401 !== false && signedIn) {
    // Another call may already have renewed the session while this one was on the wire.
    const refreshed = renewals !== renewalsBefore ? true : await refreshOnce();
    if (refreshed) response = await send(call);
    if (!refreshed || response.status === 401) {
      const error = await apiErrorFromResponse(response);
      session.expire();
      throw error;
    }
  }

  if (!response.ok) throw await apiErrorFromResponse(response);
  return response;
}

const client: Client<paths> = createClient<paths>({
  baseUrl: API_BASE,
  Request: Call as unknown as typeof Request,
  fetch: answer as unknown as (input: Request) => Promise<Response>,
  // The document's query parameters are all scalars (page, limit, filters).
  querySerializer: (query: Record<string, unknown>) => serializeQuery(query as Record<string, QueryValue>),
  // Bodies are encoded by `send`, which knows whether to keep empty strings.
  bodySerializer: (body: unknown) => body,
});

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PathOf<M extends Method> = ClientPathsWithMethod<Client<paths>, M>;
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type Args<I> = RequiredKeys<I> extends never ? [init?: I & CallOptions] : [init: I & CallOptions];
/** The success answer the OpenAPI document gives for this path and method (a Blob with `parseAs: 'blob'`). */
export type Answer<M extends Method, P extends PathOf<M>, I = object> = OrUndefined<
  NonNullable<FetchResponse<paths[P][M] & Record<string | number, unknown>, I, `${string}/${string}`>['data']>
>;
/** A path answering no content (204) answers undefined. */
type OrUndefined<T> = [T] extends [never] ? undefined : T;

function method<M extends Method>(name: M) {
  return async <P extends PathOf<M>, I extends MaybeOptionalInit<paths[P], M>>(path: P, ...init: Args<I>): Promise<Answer<M, P, I>> => {
    const request = client.request as unknown as (method: M, path: P, init?: unknown) => Promise<{ data?: unknown }>;
    const { data } = await request(name, path, init[0]);
    return data as Answer<M, P, I>;
  };
}

/**
 * The Matchpool API, typed by its OpenAPI document (schema.d.ts): the path and method decide the
 * parameters, the body and the answer. `api.get('/projects/{id}', { params: { path: { id } } })`.
 * A refused call throws an ApiError; a 204 answers undefined.
 */
export const api = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  delete: method('delete'),
};
