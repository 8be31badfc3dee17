import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import type { MediaRef, ProjectPreview, ProjectPreviewPage } from '../api/types';
import { CARD_COVER_SIZES } from '../utils/cover';
import { ProjectGrid } from './ProjectGrid';

const cover: MediaRef = {
  id: 'media-1',
  url: '/media/2026/11/a.jpg',
  filename: 'a.jpg',
  content_type: 'image/jpeg',
  created_at: '2026-11-01T00:00:00Z',
  width: 2000,
  height: 1000,
  variants: [
    { url: '/media/2026/11/a-480w.webp', width: 480, height: 240, content_type: 'image/webp' },
    { url: '/media/2026/11/a-480w.jpg', width: 480, height: 240, content_type: 'image/jpeg' },
    { url: '/media/2026/11/a-960w.webp', width: 960, height: 480, content_type: 'image/webp' },
    { url: '/media/2026/11/a-960w.jpg', width: 960, height: 480, content_type: 'image/jpeg' },
  ],
};

function preview(id: string, withCover: ProjectPreview['cover']): ProjectPreview {
  return {
    id,
    title: `Project ${id}`,
    description: 'Wells for schools.',
    social_cause: 'EDUCATION',
    category: 'OPEN_INNOVATION',
    city: null,
    country: null,
    cover_id: withCover?.id ?? null,
    cover: withCover,
    identity: { id: 'org-1', type: 'organizations', meta: { shortname: 'green', name: 'Green Earth', logo: null, verified: true } },
    total_requested_amount: 1000,
    total_donations: {},
    total_raw_donation_usd: 0,
    total_votes: 0,
    status: 'ACTIVE',
    round_id: 'round-1',
    created_at: '2026-11-01T00:00:00Z',
  };
}

function renderGrid(results: ProjectPreview[]) {
  const data: ProjectPreviewPage = { results, total: results.length, page: 1, limit: 10 };
  const grid = (
    <ProjectGrid data={data} isPending={false} error={null} onRetry={() => undefined} page={1} onPageChange={() => undefined} emptyText="none" />
  );
  return renderRoutes([{ path: '/projects', element: grid }], '/projects');
}

describe('project covers', () => {
  it('offer WebP and original-format variants with sizes, and fetch the first card cover first', async () => {
    const { container, findAllByRole } = renderGrid([preview('a', cover), preview('b', { ...cover, id: 'media-2' })]);
    await findAllByRole('article');
    // The first cover loads alone; the others once it is shown.
    expect(container.querySelectorAll('picture')).toHaveLength(1);
    expect(container.querySelectorAll('.mp-project-cover')).toHaveLength(2);
    act(() => {
      container.querySelector('img')?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(container.querySelectorAll('picture')).toHaveLength(2));
    const pictures = Array.from(container.querySelectorAll('picture'));
    const [first, second] = pictures;
    const source = first?.querySelector('source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/media/2026/11/a-480w.webp 480w, /media/2026/11/a-960w.webp 960w');
    expect(source).toHaveAttribute('sizes', CARD_COVER_SIZES);
    const img = first?.querySelector('img');
    expect(img).toHaveAttribute('src', cover.url);
    expect(img).toHaveAttribute('srcset', '/media/2026/11/a-480w.jpg 480w, /media/2026/11/a-960w.jpg 960w, /media/2026/11/a.jpg 2000w');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    const later = second?.querySelector('img');
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('fall back to the original alone for pictures without variants', async () => {
    const { container, findAllByRole } = renderGrid([preview('a', { ...cover, id: 'media-3', url: '/media/old.png', variants: [] })]);
    await findAllByRole('article');
    expect(container.querySelector('source')).toBeNull();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/old.png');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
