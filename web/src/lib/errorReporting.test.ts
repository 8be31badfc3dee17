import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/api/queryClient';
import { configQueryOptions } from '@/lib/config/appConfig';
import { config } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/http';
import { reportRenderError } from './errorReporting';

describe('render-error webhook', () => {
  it('posts the message and component stack once per error', async () => {
    queryClient.setQueryData(configQueryOptions().queryKey, { ...config, error_webhook_url: 'https://hooks.example.org/abc' });
    const { calls } = mockFetch(() => jsonResponse(204));
    const error = new TypeError('round is undefined');

    await reportRenderError(error, '\n    at RoundHero\n    at HomePage');
    await reportRenderError(error, '\n    at RoundHero\n    at HomePage');

    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ content: 'TypeError: round is undefined\n    at RoundHero\n    at HomePage' });
  });

  it('sends nothing when no webhook is configured', async () => {
    queryClient.setQueryData(configQueryOptions().queryKey, { ...config, error_webhook_url: null });
    const { calls } = mockFetch(() => jsonResponse(204));

    await reportRenderError(new Error('another failure'), 'at Somewhere');

    expect(calls).toHaveLength(0);
  });
});
