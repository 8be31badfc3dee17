import type { LanguageResources } from '@/lib/i18n/resources';

// Tests get every language at once (read from disk when the test starts); the app loads them on demand.
const modules = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function collect(): Record<string, LanguageResources> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(modules)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    (resources[match[1]] ??= {})[match[2]] = content;
  }
  return resources;
}

/** Every translation file of every language, by language and namespace. */
export const bundledResources = collect();
