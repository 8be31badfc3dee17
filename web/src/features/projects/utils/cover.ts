import type { MediaRef } from '../api/types';

/** Layout widths of a cover in a project card (one, two or three cards a row) and on a project page. */
export const CARD_COVER_SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';
export const PAGE_COVER_SIZES = '(min-width: 1200px) 780px, (min-width: 900px) 66vw, 100vw';

/** `srcset` candidates: each variant at its width, narrowest first. */
function candidates(entries: { url: string; width: number }[]): string {
  return [...entries]
    .sort((a, b) => a.width - b.width)
    .map((entry) => `${entry.url} ${entry.width}w`)
    .join(', ');
}

/** A cover's WebP variants, and the others (with the original, when its width is known). */
export function coverSources(media: MediaRef): { webp: string | undefined; fallback: string | undefined } {
  const variants = media.variants ?? [];
  const webp = variants.filter((variant) => variant.content_type === 'image/webp');
  const fallback = variants.filter((variant) => variant.content_type !== 'image/webp');
  if (fallback.length > 0 && media.width) fallback.push({ url: media.url, width: media.width, height: media.height ?? 0, content_type: '' });
  return { webp: webp.length > 0 ? candidates(webp) : undefined, fallback: fallback.length > 0 ? candidates(fallback) : undefined };
}

const preloaded = new Set<string>();

/**
 * Asks for a cover shown at `sizes` as soon as it is known, before the page draws it: the same
 * picture its `<CoverImage>` will choose (WebP where the browser takes it, the same widths).
 */
export function preloadCover(media: MediaRef | null | undefined, sizes: string) {
  if (!media?.url || preloaded.has(media.url)) return;
  preloaded.add(media.url);
  const { webp, fallback } = coverSources(media);
  const link = document.createElement('link');
  const attributes: Record<string, string> = { rel: 'preload', as: 'image', fetchpriority: 'high' };
  if (webp) Object.assign(attributes, { type: 'image/webp', imagesrcset: webp, imagesizes: sizes });
  else if (fallback) Object.assign(attributes, { imagesrcset: fallback, imagesizes: sizes });
  else attributes.href = media.url;
  Object.entries(attributes).forEach(([name, value]) => link.setAttribute(name, value));
  document.head.appendChild(link);
}
