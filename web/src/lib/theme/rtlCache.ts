import createCache, { type EmotionCache } from '@emotion/cache';

let cache: EmotionCache | undefined;
let loading: Promise<EmotionCache> | undefined;

/**
 * The right-to-left style cache: it flips every physical property MUI writes (left/right,
 * margins, paddings, transforms), so layouts mirror, not only the text. Its plugin (and the
 * CSSJanus rules behind it) loads only for a right-to-left language, not with every first page.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  loading ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(([{ prefixer }, { default: rtlPlugin }]) => {
    cache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
    return cache;
  });
  return loading;
}

/** The right-to-left cache once loaded (see `loadRtlCache`). */
export function loadedRtlCache(): EmotionCache | undefined {
  return cache;
}
