import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a new random UUID each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('is a UUID too on a plain-http address, where crypto.randomUUID does not exist', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => real.getRandomValues(array) });
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });
});
