import { vi } from 'vitest';

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  cache: RequestCache | undefined;
  credentials: RequestCredentials | undefined;
}

/** A JSON body parsed; a form's encoded text (`application/x-www-form-urlencoded`) as it is. */
function parseBody(body: string, headers: Headers): unknown {
  return headers.get('Content-Type')?.startsWith('application/json') ? (JSON.parse(body) as unknown) : body;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Replaces fetch with `handler` and records every call (path without /api, parsed body).
 */
export function mockFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? parseBody(init.body, new Headers(init.headers)) : undefined,
      cache: init.cache,
      credentials: init.credentials,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
