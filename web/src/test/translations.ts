import type { HeroTexts } from '@/features/rounds/firstPaint/hero';
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

/** The `home` texts /home's first paint is sent for a language (vite/firstPaint.ts picks the same). */
export function heroTexts(language: string): HeroTexts {
  const home = (bundledResources as Record<string, Record<string, HeroTexts>>)[language]?.home;
  if (!home) throw new Error(`No home translations for ${language}`);
  return { round: home.round, noRound: home.noRound, votingOpen: home.votingOpen };
}
