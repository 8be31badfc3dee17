/** This language's translations, one chunk per namespace, fetched when a page needs one (resources.ts). */
export const files = import.meta.glob<Record<string, unknown>>('../../../locales/ar/*.json', { import: 'default' });
