import type { MediaRef } from '../api/types';

/** Layout widths of a cover in a project card (one, two or three cards a row) and on a project page. */
export const CARD_COVER_SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';
export const PAGE_COVER_SIZES = '(min-width: 1200px) 780px, (min-width: 900px) 66vw, 100vw';

/**
 * A cover's WebP variants, and the others (with the original, when its width is known), as
 * `srcset` candidates. Self-contained: the shell script carries its source (vite/shellScript.ts).
 */
export function coverSources(media: MediaRef): { webp: string | undefined; fallback: string | undefined } {
  // Each variant at its width, narrowest first.
  const candidates = (entries: { url: string; width: number }[]) =>
    [...entries]
      .sort((a, b) => a.width - b.width)
      .map((entry) => `${entry.url} ${entry.width}w`)
      .join(', ');
  const variants = media.variants ?? [];
  const webp = variants.filter((variant) => variant.content_type === 'image/webp');
  const fallback = variants.filter((variant) => variant.content_type !== 'image/webp');
  if (fallback.length > 0 && media.width) fallback.push({ url: media.url, width: media.width, height: media.height ?? 0, content_type: '' });
  return { webp: webp.length > 0 ? candidates(webp) : undefined, fallback: fallback.length > 0 ? candidates(fallback) : undefined };
}

/**
 * The attributes of a `<link rel="preload">` asking for a cover shown at `sizes`: the same picture
 * its `<CoverImage>` will choose (WebP where the browser takes it, the same widths). `sources` is
 * `coverSources`, given so that the shell script can carry both functions' source as they are.
 */
export function coverPreload(media: MediaRef, sizes: string, sources: typeof coverSources): Record<string, string> {
  const { webp, fallback } = sources(media);
  const attributes: Record<string, string> = { rel: 'preload', as: 'image', fetchpriority: 'high' };
  if (webp) return { ...attributes, type: 'image/webp', imagesrcset: webp, imagesizes: sizes };
  if (fallback) return { ...attributes, imagesrcset: fallback, imagesizes: sizes };
  return { ...attributes, href: media.url };
}

/** Adds a `<link>` with these attributes to the page's head. Self-contained, as `coverSources`. */
export function appendLink(attributes: Record<string, string>) {
  const link = document.createElement('link');
  Object.entries(attributes).forEach(([name, value]) => link.setAttribute(name, value));
  document.head.appendChild(link);
}

const preloaded = new Set<string>();

/** Asks for a cover shown at `sizes` as soon as it is known, before the page draws it (`coverPreload`). */
export function preloadCover(media: MediaRef | null | undefined, sizes: string) {
  if (!media?.url || preloaded.has(media.url)) return;
  preloaded.add(media.url);
  appendLink(coverPreload(media, sizes, coverSources));
}
