import { queryClient } from '@/lib/api/queryClient';
import { configQueryOptions } from '@/lib/config/appConfig';

const reported = new WeakSet<object>();
const reportedKeys = new Set<string>();

function alreadyReported(error: unknown, content: string): boolean {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return true;
    reported.add(error);
  }
  if (reportedKeys.has(content)) return true;
  reportedKeys.add(content);
  return false;
}

export function renderErrorContent(error: unknown, componentStack: string | null | undefined): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return `${message}\n${(componentStack ?? '').replace(/^\n+/, '')}`.trim();
}

/**
 * Sends a render error to the configured chat webhook (`{content}`), once per error.
 * Never throws: reporting must not become a second failure.
 */
export async function reportRenderError(error: unknown, componentStack?: string | null): Promise<void> {
  const content = renderErrorContent(error, componentStack);
  if (alreadyReported(error, content)) return;
  try {
    const config = await queryClient.fetchQuery(configQueryOptions());
    if (!config.error_webhook_url) return;
    await fetch(config.error_webhook_url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: content.slice(0, 1900) }),
    });
  } catch {
    // No configuration or the webhook is down: the error screen is still shown.
  }
}
