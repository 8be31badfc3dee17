import { describe, expect, it } from 'vitest';
import { codePoints } from './latinFont';

describe('codePoints', () => {
  it('lists every character of a unicode-range, single points and spans', () => {
    expect(codePoints('U+0041-0043,U+20AC')).toBe('ABC€');
    expect(codePoints('U+0000-00FF')).toHaveLength(256);
  });

  it('refuses what is not a unicode-range', () => {
    expect(() => codePoints('latin')).toThrow('Not a unicode-range');
  });
});
