import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COVER_WAIT_MS, useMainShown } from './mainShown';

/** A page with (or without) a cover, drawn once `drawn`; it says whether its main content is shown. */
function Page({ drawn, withCover }: { drawn: boolean; withCover: boolean }) {
  const cover = useRef<HTMLImageElement>(null);
  const shown = useMainShown(cover, drawn);
  return (
    <>
      {withCover && <img ref={cover} src="/media/cover.webp" alt="" />}
      <p>{shown ? 'below the fold' : 'room kept'}</p>
    </>
  );
}

/** Lets the frame and the task after it run. */
async function nextFrames() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(50);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useMainShown', () => {
  it('waits for the content to be drawn, then for its first paint', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<Page drawn={false} withCover={false} />);
    await nextFrames();
    expect(screen.getByText('room kept')).toBeInTheDocument();

    rerender(<Page drawn withCover={false} />);
    expect(screen.getByText('room kept')).toBeInTheDocument();
    await nextFrames();
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });

  it('waits for the cover to load, or to fail', async () => {
    for (const event of ['load', 'error']) {
      vi.useFakeTimers();
      const { container, unmount } = render(<Page drawn withCover />);
      await nextFrames();
      expect(screen.getByText('room kept')).toBeInTheDocument();

      act(() => {
        container.querySelector('img')?.dispatchEvent(new Event(event));
      });
      await nextFrames();
      expect(screen.getByText('below the fold')).toBeInTheDocument();
      unmount();
      vi.useRealTimers();
    }
  });

  it('does not wait longer than COVER_WAIT_MS for a cover that never answers', async () => {
    vi.useFakeTimers();
    render(<Page drawn withCover />);
    await nextFrames();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COVER_WAIT_MS - 100);
    });
    expect(screen.getByText('room kept')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });
});
