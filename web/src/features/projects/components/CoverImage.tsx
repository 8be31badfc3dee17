import type { CSSProperties } from 'react';
import type { MediaRef } from '../api/types';

/** Layout widths of a cover in a project card (one, two or three cards a row) and on a project page. */
export const CARD_COVER_SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';
export const PAGE_COVER_SIZES = '(min-width: 1200px) 780px, (min-width: 900px) 66vw, 100vw';

interface CoverImageProps {
  media: MediaRef;
  /** The widths the image is shown at, for the browser to pick a variant (`sizes`). */
  sizes: string;
  /** The first cover in view: fetched at once and before other images. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** `srcset` candidates: each variant at its width, narrowest first. */
function candidates(entries: { url: string; width: number }[]): string {
  return [...entries]
    .sort((a, b) => a.width - b.width)
    .map((entry) => `${entry.url} ${entry.width}w`)
    .join(', ');
}

/**
 * A project cover with its resized variants: WebP where the browser takes it, the original format
 * otherwise; the full-size original stays the `src` for pictures without variants.
 */
export function CoverImage({ media, sizes, priority = false, className, style }: CoverImageProps) {
  const variants = media.variants ?? [];
  const webp = variants.filter((variant) => variant.content_type === 'image/webp');
  const fallback = variants.filter((variant) => variant.content_type !== 'image/webp');
  if (fallback.length > 0 && media.width) fallback.push({ url: media.url, width: media.width, height: media.height ?? 0, content_type: '' });
  const fallbackSet = fallback.length > 0 ? candidates(fallback) : undefined;
  return (
    <picture style={{ display: 'contents' }}>
      {webp.length > 0 && <source type="image/webp" srcSet={candidates(webp)} sizes={sizes} />}
      <img
        src={media.url}
        srcSet={fallbackSet}
        sizes={fallbackSet ? sizes : undefined}
        width={media.width || undefined}
        height={media.height || undefined}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={className}
        style={style}
      />
    </picture>
  );
}
