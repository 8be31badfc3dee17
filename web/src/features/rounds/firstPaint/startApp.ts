/** What startApp uses of `window` (tests give their own). */
type Host = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & { PerformanceObserver?: typeof PerformanceObserver };

/** The longest the app waits for the first paint to be reported. */
const PAINT_WAIT_MS = 3000;

/**
 * Loads the app on /home, whose tags (its entry script and module preloads) the server moved into
 * `<template id="mp-app">` (crates/api/src/first_paint.rs): once the drawn top of the page is on
 * screen when it was drawn (so on a slow line the HTML's styles and the first paint do not share
 * the bandwidth with the app's code), at once otherwise, or when the page is not visible (a
 * background tab paints nothing, and waiting for a frame there would hold the app back). "On
 * screen" is when the browser reports the first contentful paint (the frame shown, not only
 * drawn); a browser without paint timing waits two frames.
 */
export function startApp(doc: Document, afterPaint: boolean, win: Host = window): void {
  const template = doc.getElementById('mp-app');
  if (!(template instanceof HTMLTemplateElement)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Made anew rather than moved out of the template: a script made inert there would not run.
    for (const tag of template.content.children) {
      const url = tag.getAttribute(tag.tagName === 'SCRIPT' ? 'src' : 'href');
      if (!url) continue;
      if (tag.tagName === 'SCRIPT') {
        const script = doc.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = url;
        doc.head.append(script);
      } else if (tag.tagName === 'LINK') {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = url;
        doc.head.append(link);
      }
    }
  };
  if (!afterPaint || doc.visibilityState !== 'visible') return start();
  if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    const observer = new win.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
    win.setTimeout(start, PAINT_WAIT_MS);
    return;
  }
  // A frame's callbacks run before it is drawn: the second frame's, once the first is shown.
  win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(start, 0)));
}
