import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { api } from './client';
import { EARLY_READ_FRESH_MS, EARLY_READS_GLOBAL } from './early';

/** What the shell script leaves for the app: `started` answers, started `age` ms ago. */
function leaveEarlyReads(started: Record<string, Promise<Response>>, age = 0) {
  (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL] = { at: performance.now() - age, started };
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
});

describe('the client and the early reads', () => {
  it('takes an early answer once, for its very URL, without asking the server', async () => {
    leaveEarlyReads({ '/rounds': Promise.resolve(jsonResponse(200, { id: 'early' })) });
    const { calls } = mockFetch(() => jsonResponse(200, { id: 'server' }));

    expect(await api.get('/rounds')).toEqual({ id: 'early' });
    expect(calls).toHaveLength(0);
    expect(await api.get('/rounds')).toEqual({ id: 'server' });
    expect(calls).toHaveLength(1);
  });

  it('asks the server when the early read failed, is stale, or the person is signed in', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { id: 'server' }));

    leaveEarlyReads({ '/rounds': Promise.reject(new TypeError('offline')) });
    expect(await api.get('/rounds')).toEqual({ id: 'server' });

    leaveEarlyReads({ '/rounds': Promise.resolve(jsonResponse(200, { id: 'early' })) }, EARLY_READ_FRESH_MS + 1);
    expect(await api.get('/rounds')).toEqual({ id: 'server' });

    session.signIn();
    leaveEarlyReads({ '/rounds': Promise.resolve(jsonResponse(200, { id: 'early' })) });
    expect(await api.get('/rounds')).toEqual({ id: 'server' });
    expect(calls).toHaveLength(3);
  });

  it('answers an early error as the server would have (the status and its code)', async () => {
    leaveEarlyReads({ '/projects/p-404': Promise.resolve(jsonResponse(404, { error: 'Not found', code: 'projects.not_found' })) });
    mockFetch(() => jsonResponse(200, {}));

    await expect(api.get('/projects/{id}', { params: { path: { id: 'p-404' } } })).rejects.toMatchObject({ status: 404, code: 'projects.not_found' });
  });
});
