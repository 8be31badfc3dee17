import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaRef } from '../api/types';
import { CoverImage } from '../components/CoverImage';
import { CARD_COVER_SIZES, coverPreload, coverSources, PAGE_COVER_SIZES, preloadCover } from './cover';

const media = (url: string): MediaRef =>
  ({
    id: 'm-1',
    url,
    width: 1600,
    height: 900,
    variants: [
      { url: `${url}-960w.webp`, width: 960, height: 540, content_type: 'image/webp' },
      { url: `${url}-480w.webp`, width: 480, height: 270, content_type: 'image/webp' },
      { url: `${url}-480w.png`, width: 480, height: 270, content_type: 'image/png' },
    ],
  }) as MediaRef;

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('preloadCover', () => {
  it('asks for the very picture the cover will choose: its WebP set at the same sizes, first', () => {
    const cover = media('/media/a');
    preloadCover(cover, PAGE_COVER_SIZES);
    const { container } = render(<CoverImage media={cover} sizes={PAGE_COVER_SIZES} priority />);

    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    const source = container.querySelector('source');
    expect(link?.getAttribute('type')).toBe('image/webp');
    expect(link?.getAttribute('imagesrcset')).toBe(source?.getAttribute('srcset'));
    expect(link?.getAttribute('imagesizes')).toBe(source?.getAttribute('sizes'));
    expect(link?.getAttribute('imagesrcset')).toBe('/media/a-480w.webp 480w, /media/a-960w.webp 960w');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('asks once for a picture, and not at all without one', () => {
    preloadCover(media('/media/b'), PAGE_COVER_SIZES);
    preloadCover(media('/media/b'), PAGE_COVER_SIZES);
    preloadCover(null, PAGE_COVER_SIZES);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });
});

describe('coverPreload', () => {
  it("gives a card's WebP set at the card's sizes (the shell script carries it for /projects' first cover)", () => {
    expect(coverPreload(media('/media/c'), CARD_COVER_SIZES, coverSources)).toEqual({
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      type: 'image/webp',
      imagesrcset: '/media/c-480w.webp 480w, /media/c-960w.webp 960w',
      imagesizes: CARD_COVER_SIZES,
    });
  });

  it('falls back to the other variants, then to the original alone', () => {
    const png: MediaRef = { ...media('/media/d'), variants: [{ url: '/media/d-480w.png', width: 480, height: 270, content_type: 'image/png' }] };
    expect(coverPreload(png, CARD_COVER_SIZES, coverSources)).toMatchObject({ imagesrcset: '/media/d-480w.png 480w, /media/d 1600w' });
    expect(coverPreload({ ...png, variants: [] }, CARD_COVER_SIZES, coverSources)).toMatchObject({ href: '/media/d' });
  });
});
