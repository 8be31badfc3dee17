import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './returnPath';

describe('safeReturnPath', () => {
  it('keeps a path of this app with its query and fragment', () => {
    expect(safeReturnPath('/projects/p-1/vote')).toBe('/projects/p-1/vote');
    expect(safeReturnPath('/projects?round_id=r-2&page=2#list')).toBe('/projects?round_id=r-2&page=2#list');
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another origin', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example/steal'],
    ['a backslash host', '/\\evil.example'],
    ['a tab hiding a second slash', '/\t/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'projects/p-1'],
    ['the sign-in page itself', '/intro?mode=login'],
    ['the hosted sign-in page', '/signin?session=s'],
    ['the sign-in callback', '/oauth/socious?code=c'],
  ])('falls back to /home for %s', (_case, value) => {
    expect(safeReturnPath(value)).toBe('/home');
  });
});

describe('signInPath', () => {
  it('remembers the page that asked for sign-in', () => {
    expect(signInPath('/projects/p-1/vote')).toBe('/intro?next=%2Fprojects%2Fp-1%2Fvote');
  });

  it('is the plain sign-in page when there is nowhere safe to return to', () => {
    expect(signInPath('//evil.example')).toBe('/intro');
    expect(signInPath('/home')).toBe('/intro');
  });
});
