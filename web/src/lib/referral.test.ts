import { describe, expect, it } from 'vitest';
import { isRegisteredWithReferral, pendingReferral, referralFromParams, registerPath } from './referral';

describe('referral links', () => {
  it('reads referred_by (a username) before code, and refuses what cannot exist', () => {
    expect(referralFromParams(new URLSearchParams('code=abc234defg'))).toEqual({ kind: 'code', value: 'abc234defg' });
    expect(referralFromParams(new URLSearchParams('referred_by=Ana.L&code=abc234defg'))).toEqual({ kind: 'username', value: 'Ana.L' });
    expect(referralFromParams(new URLSearchParams('code=%20'))).toBeUndefined();
    expect(referralFromParams(new URLSearchParams(''))).toBeUndefined();
    expect(referralFromParams(new URLSearchParams('code=a%20b'))).toBe('invalid');
    expect(referralFromParams(new URLSearchParams(`code=${'x'.repeat(31)}`))).toBe('invalid');
  });

  it('keeps a referral for the session and ignores anything else stored there', () => {
    pendingReferral.set({ kind: 'code', value: 'abc234defg' });
    expect(pendingReferral.get()).toEqual({ kind: 'code', value: 'abc234defg' });
    window.sessionStorage.setItem('matchpool.referral', JSON.stringify({ kind: 'code', value: '<b>' }));
    expect(pendingReferral.get()).toBeUndefined();
    window.sessionStorage.setItem('matchpool.referral', '{not json');
    expect(pendingReferral.get()).toBeUndefined();
    pendingReferral.clear();
    expect(window.sessionStorage.getItem('matchpool.referral')).toBeNull();
  });

  it('builds the registration address with the referral in it', () => {
    expect(registerPath('individual', { kind: 'code', value: 'abc234defg' })).toBe('/intro?type=individual&mode=register&code=abc234defg');
    expect(registerPath('organization', { kind: 'username', value: 'ana' })).toBe('/intro?type=organization&mode=register&referred_by=ana');
    expect(registerPath('individual')).toBe('/intro?type=individual&mode=register');
  });

  it('recognises the state /intro hands over after registering', () => {
    expect(isRegisteredWithReferral({ registeredWith: { kind: 'code', value: 'abc234defg' } })).toBe(true);
    expect(isRegisteredWithReferral({ registeredWith: 'abc' })).toBe(false);
    expect(isRegisteredWithReferral(null)).toBe(false);
  });
});
