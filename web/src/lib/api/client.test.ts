import { describe, expect, expectTypeOf, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { session } from '@/lib/auth/session';
import { api } from './client';
import { ApiError } from './errors';
import type { components } from './schema';

const cookieSession = { session: 'cookie', remember_me: false, expires_in: 900 };

/**
 * A server whose access cookie has expired: calls are refused until the session is renewed
 * (POST /auth/refresh, which rotates the cookies), then answered.
 */
function rotatingServer(refreshStatus = 200) {
  let renewed = false;
  return mockFetch(({ path }) => {
    if (path === '/auth/refresh') {
      renewed = refreshStatus === 200;
      return renewed ? jsonResponse(200, cookieSession) : jsonResponse(refreshStatus, { code: 'auth.invalid_refresh' });
    }
    if (renewed) return jsonResponse(200, { ok: path });
    return jsonResponse(401, { error: 'expired', code: 'auth.invalid_token' });
  });
}

describe('apiClient', () => {
  it('sends the session cookies (never a token of its own) and the chosen identity, and revalidates any cached copy', async () => {
    session.signIn();
    session.setCurrentIdentity('org-1');
    const { calls } = mockFetch(() => jsonResponse(200, { identities: [] }));

    await api.get('/identities');

    expect(calls[0]?.credentials).toBe('same-origin');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.get('Current-Identity')).toBe('org-1');
    expect(calls[0]?.cache).toBe('no-cache');
    expect(calls[0]?.query.has('t')).toBe(false);
  });

  it('acts as the person when asked, whatever identity was chosen', async () => {
    session.signIn();
    session.setCurrentIdentity('org-1');
    const { calls } = mockFetch(() => jsonResponse(201, {}));

    await api.post('/organizations', { body: { name: 'Acme' }, asPerson: true });

    expect(calls[0]?.headers.has('Current-Identity')).toBe(false);
  });

  it('drops empty fields from bodies', async () => {
    const { calls } = mockFetch(() => jsonResponse(201, {}));

    await api.post('/organizations', { body: { name: 'Acme', website: '', description: undefined, shortname: null, donation_notices: 'daily' } });

    expect(calls[0]?.body).toEqual({ name: 'Acme', donation_notices: 'daily' });
  });

  it('keeps empty strings when asked (an edit clearing a field) and the Idempotency-Key header', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));

    await api.patch('/projects/{id}', {
      params: { path: { id: 'p-1' } },
      body: { website: '', title: 'Kiosks' },
      keepEmptyStrings: true,
      headers: { 'Idempotency-Key': 'k-1' },
    });

    expect(calls[0]?.body).toEqual({ website: '', title: 'Kiosks' });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('k-1');
  });

  it('sends files as multipart, letting the browser set the boundary', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(201, { id: 'm-1', url: '/media/m-1.png' }));
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'cover.png');

    await api.post('/media', { body: form });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('renews the cookie session once on a 401 and retries', async () => {
    session.signIn();
    const { calls } = rotatingServer();

    const result: unknown = await api.get('/identities');

    expect(result).toEqual({ ok: '/identities' });
    expect(calls.map((call) => call.path)).toEqual(['/identities', '/auth/refresh', '/identities']);
    expect(calls[1]?.body).toEqual({ session: 'cookie' });
    expect(calls[1]?.credentials).toBe('same-origin');
    expect(session.get().signedIn).toBe(true);
  });

  it('shares one refresh between parallel 401s', async () => {
    session.signIn();
    const { calls } = rotatingServer();

    const results: unknown[] = await Promise.all([api.get('/identities'), api.get('/me'), api.get('/rounds')]);

    expect(results).toEqual([{ ok: '/identities' }, { ok: '/me' }, { ok: '/rounds' }]);
    expect(calls.filter((call) => call.path === '/auth/refresh')).toHaveLength(1);
  });

  it('signs out and throws the 401 when the refresh is refused', async () => {
    session.signIn();
    const { calls } = rotatingServer(401);

    const failure = api.get('/identities');

    await expect(failure).rejects.toMatchObject({ status: 401, code: 'auth.invalid_token' });
    expect(session.get()).toMatchObject({ signedIn: false, expired: true });
    expect(calls.map((call) => call.path)).toEqual(['/identities', '/auth/refresh']);
  });

  it('does not try to renew a session for a visitor', async () => {
    const { calls } = rotatingServer();

    await expect(api.get('/identities')).rejects.toBeInstanceOf(ApiError);

    expect(session.get()).toMatchObject({ signedIn: false });
    expect(session.get().expired).toBeFalsy();
    expect(calls.map((call) => call.path)).toEqual(['/identities']);
  });

  it('signs out when the retried call is still refused', async () => {
    session.signIn();
    const { calls } = mockFetch(({ path }) =>
      path === '/auth/refresh' ? jsonResponse(200, cookieSession) : jsonResponse(401, { code: 'auth.unauthorized' }),
    );

    await expect(api.get('/identities')).rejects.toMatchObject({ status: 401 });

    expect(session.get().signedIn).toBe(false);
    expect(calls.map((call) => call.path)).toEqual(['/identities', '/auth/refresh', '/identities']);
  });

  it('does not refresh for a log-in refused with 401', async () => {
    session.signIn();
    const { calls } = mockFetch(() => jsonResponse(401, { code: 'auth.invalid_credentials', error: 'no' }));

    await expect(api.post('/auth', { body: { email: 'a@b.co', password: 'x' }, refreshOn401: false })).rejects.toMatchObject({
      code: 'auth.invalid_credentials',
    });

    expect(calls).toHaveLength(1);
    expect(session.get().signedIn).toBe(true);
  });

  it('turns the error envelope into an ApiError with field codes', async () => {
    mockFetch(() =>
      jsonResponse(422, { error: 'invalid', code: 'validation', message: 'invalid', fields: { email: 'invalid_email' } }),
    );

    const error = await api.post('/auth/register', { body: {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation', fields: { email: 'invalid_email' } });
  });

  it('keeps the request id of a failed call for the error message', async () => {
    mockFetch(() => jsonResponse(500, { error: 'x', code: 'internal', message: 'x', request_id: '0190-abc' }));

    await expect(api.get('/rounds')).rejects.toMatchObject({ status: 500, requestId: '0190-abc' });
  });

  it('reports an unreachable server as a network error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(api.get('/rounds')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('puts path parameters in the URL, encoded, and leaves absent query values out', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { results: [], total: 0, page: 1, limit: 20 }));

    await api.get('/projects/{id}/comments', { params: { path: { id: 'a/b c' }, query: { page: 2, limit: undefined } } });

    expect(calls[0]?.path).toBe('/projects/a%2Fb%20c/comments');
    expect(calls[0]?.query.toString()).toBe('page=2');
  });

  it('answers what the OpenAPI document says the path answers', async () => {
    mockFetch(() => jsonResponse(200, { identities: [{ id: 'i-1' }] }));

    const answer = await api.get('/identities');

    expectTypeOf(answer).toEqualTypeOf<components['schemas']['Identities']>();
    expect(answer.identities[0]?.id).toBe('i-1');
  });

  it('answers a file as a Blob when asked', async () => {
    mockFetch(() => new Response('a,b\n1,2\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));

    const file = await api.get('/admin/referrals/rewards', { params: { query: { format: 'csv' } }, parseAs: 'blob' });

    expectTypeOf(file).toEqualTypeOf<Blob>();
    expect(await file.text()).toBe('a,b\n1,2\n');
  });

  it('answers undefined for a 204', async () => {
    session.signIn();
    mockFetch(() => new Response(null, { status: 204 }));

    await expect(api.delete('/me/sessions/{id}', { params: { path: { id: 's-1' } }, asPerson: true })).resolves.toBeUndefined();
  });
});
