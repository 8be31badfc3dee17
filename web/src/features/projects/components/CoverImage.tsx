import type { CSSProperties, Ref } from 'react';
import type { MediaRef } from '../api/types';
import { coverSources } from '../utils/cover';

interface CoverImageProps {
  media: MediaRef;
  /** The widths the image is shown at, for the browser to pick a variant (`sizes`). */
  sizes: string;
  /** The first cover in view: fetched at once and before other images. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The `<img>` element (a page waits for its cover to load before loading what lies below). */
  imageRef?: Ref<HTMLImageElement>;
}

/**
 * A project cover with its resized variants: WebP where the browser takes it, the original format
 * otherwise; the full-size original stays the `src` for pictures without variants.
 */
export function CoverImage({ media, sizes, priority = false, className, style, imageRef }: CoverImageProps) {
  const { webp, fallback: fallbackSet } = coverSources(media);
  return (
    <picture style={{ display: 'contents' }}>
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        ref={imageRef}
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
