import { createContext, startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the page's main content is on screen (`useMainShown`): the parts below it wait for it to
 * load their code. Where no page says otherwise, it is.
 */
export const MainShownContext = createContext(true);

/** How long the parts below wait for a cover that neither loads nor fails. */
export const COVER_WAIT_MS = 1500;

/**
 * Whether the page's main content has been shown: true after its first paint once `drawn` (the
 * content is rendered, not a loading screen) and, when it has a picture at the top (`cover`, null
 * for a page without one), once
 * that picture has loaded or failed (or after `COVER_WAIT_MS`).
 * A page loads what lies below its fold then, so on a slow connection that code does not share
 * the bandwidth and the main thread with what the reader sees first.
 */
export function useMainShown(cover: RefObject<HTMLImageElement | null> | null, drawn: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !drawn) return;
    let done = false;
    const timers: number[] = [];
    let image: HTMLImageElement | null = null;
    const show = () => {
      if (done) return;
      done = true;
      // What it reveals renders in slices, the page answering input between them.
      startTransition(() => setShown(true));
    };
    const afterPaint = () => {
      image = cover?.current ?? null;
      if (!image || image.complete) return show();
      image.addEventListener('load', show);
      image.addEventListener('error', show);
      timers.push(window.setTimeout(show, COVER_WAIT_MS));
    };
    // The frame being drawn, then a task after it: the page is on screen.
    const frame = requestAnimationFrame(() => timers.push(window.setTimeout(afterPaint, 0)));
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      timers.forEach((timer) => window.clearTimeout(timer));
      image?.removeEventListener('load', show);
      image?.removeEventListener('error', show);
    };
  }, [cover, drawn, shown]);
  return shown;
}
