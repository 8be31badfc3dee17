import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './startApp';

const TAGS = '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/react-b.js">';

function page() {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><template id="mp-app">${TAGS}</template></div>`;
}

/** What the app's loading added to <head>. */
const added = () => [...document.head.children].map((tag) => `${tag.tagName} ${tag.getAttribute('type') ?? tag.getAttribute('rel')} ${tag.getAttribute('src') ?? tag.getAttribute('href')} ${tag.getAttribute('crossorigin')}`);

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('startApp', () => {
  it("adds the app's entry and preloads once the first contentful paint is reported when the page was drawn", () => {
    page();
    let report: PerformanceObserverCallback | undefined;
    const timers: [() => void, number][] = [];
    class Observer {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: PerformanceObserverCallback) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    const win = { PerformanceObserver: Observer, setTimeout: (task: () => void, ms: number) => timers.push([task, ms]) } as unknown as Parameters<typeof startApp>[2];
    startApp(document, true, win);
    expect(added()).toEqual([]);
    const paints = (names: string[]) => ({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) }) as unknown as PerformanceObserverEntryList;
    report!(paints(['first-paint']), {} as PerformanceObserver);
    expect(added(), 'a first paint of the background is not the drawn page').toEqual([]);
    report!(paints(['first-contentful-paint']), {} as PerformanceObserver);
    expect(added()).toEqual(['SCRIPT module /assets/index-a.js ', 'LINK modulepreload /assets/react-b.js ']);
    // The fallback timer finds the app started: nothing is added twice.
    expect(timers.map(([, ms]) => ms)).toEqual([3000]);
    timers.forEach(([task]) => task());
    expect(added()).toHaveLength(2);
  });

  it('without paint timing, adds them after the second frame, or after 3 s if no paint is ever reported', () => {
    page();
    const frames: FrameRequestCallback[] = [];
    const tasks: (() => void)[] = [];
    const win = { requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback), setTimeout: (task: () => void) => tasks.push(task) } as unknown as Parameters<typeof startApp>[2];
    startApp(document, true, win);
    frames.shift()!(0);
    expect(added()).toEqual([]);
    frames.shift()!(0);
    expect(added(), 'not in the frame itself: after it').toEqual([]);
    tasks.forEach((task) => task());
    expect(added()).toHaveLength(2);

    page();
    const timers: (() => void)[] = [];
    class Silent {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    startApp(document, true, { PerformanceObserver: Silent, setTimeout: (task: () => void) => timers.push(task) } as unknown as Parameters<typeof startApp>[2]);
    expect(added()).toEqual([]);
    timers.forEach((task) => task());
    expect(added()).toHaveLength(2);
  });

  it('adds them at once when nothing was drawn, or the page is not visible', () => {
    page();
    startApp(document, false);
    expect(added()).toHaveLength(2);
    page();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startApp(document, true);
    expect(added()).toHaveLength(2);
  });

  it('does nothing without the template (the server kept the tags in place)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    startApp(document, false);
    expect(added()).toEqual([]);
  });
});
