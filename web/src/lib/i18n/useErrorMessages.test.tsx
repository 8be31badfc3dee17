import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { Providers } from '@/test/render';
import { useErrorMessages } from './useErrorMessages';

function messagesIn(language: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <Providers language={language}>{children}</Providers>;
  return renderHook(() => useErrorMessages(), { wrapper }).result.current;
}

describe('useErrorMessages', () => {
  it('names the request of an unexpected failure so support can find it', () => {
    const messages = messagesIn('en');
    expect(messages.apiError(new ApiError(500, 'internal', 'x', {}, '0190abc'))).toBe(
      'Our server ran into a problem. Please try again in a moment. Reference: 0190abc',
    );
  });

  it('keeps known errors as they are', () => {
    const messages = messagesIn('en');
    expect(messages.apiError(new ApiError(409, 'auth.email_taken', 'x', {}, '0190abc'))).toBe(
      'An account with this email already exists.',
    );
  });

  it('says "reference" in the reader\'s language', () => {
    const messages = messagesIn('fr');
    expect(messages.apiError(new ApiError(500, 'internal', 'x', {}, 'r-1'))).toContain('Référence : r-1');
  });
});
