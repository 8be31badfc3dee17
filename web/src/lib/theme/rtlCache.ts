import type { EmotionCache } from '@emotion/cache';

let cache: EmotionCache | undefined;
let loading: Promise<EmotionCache> | undefined;

/**
 * The right-to-left style cache: it flips every physical property MUI writes (left/right,
 * margins, paddings, transforms), so layouts mirror, not only the text. It (emotion's cache, its
 * plugin and the CSSJanus rules behind it) loads only when a part drawn with MUI is shown in a
 * right-to-left language, never with the plain first page (see lazyMui.tsx).
 */
export function loadRtlCache(): Promise<EmotionCache> {
  loading ??= Promise.all([import('@emotion/cache'), import('stylis'), import('stylis-plugin-rtl')]).then(
    ([{ default: createCache }, { prefixer }, { default: rtlPlugin }]) => {
      cache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
      return cache;
    },
  );
  return loading;
}

/** The right-to-left cache once loaded (see `loadRtlCache`). */
export function loadedRtlCache(): EmotionCache | undefined {
  return cache;
}
