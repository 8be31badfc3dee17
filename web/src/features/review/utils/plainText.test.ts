import { describe, expect, it } from 'vitest';
import { plainText } from './plainText';

describe('plainText', () => {
  it('drops Markdown marks and keeps the words', () => {
    expect(plainText('**Wells** for _ten_ schools.')).toBe('Wells for ten schools.');
    expect(plainText('## Goal\n- 20 `kiosks`\n- [our plan](https://example.org) ~~soon~~')).toBe('Goal 20 kiosks our plan soon');
    expect(plainText('> A quote\n1. First')).toBe('A quote First');
  });

  it('leaves plain text and lone symbols alone', () => {
    expect(plainText('5 * 3 = 15 and snake_case')).toBe('5 * 3 = 15 and snake_case');
    expect(plainText('آبار **كيبيرا**')).toBe('آبار كيبيرا');
  });
});
