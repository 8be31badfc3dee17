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
  it("adds the app's entry and preloads after the next frame is painted when the page was drawn", () => {
    page();
    const frames: FrameRequestCallback[] = [];
    const tasks: (() => void)[] = [];
    const win = { requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback), setTimeout: (task: () => void) => tasks.push(task) } as unknown as Window;
    startApp(document, true, win);
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(added(), 'not in the frame itself: after its paint').toEqual([]);
    tasks.forEach((task) => task());
    expect(added()).toEqual(['SCRIPT module /assets/index-a.js ', 'LINK modulepreload /assets/react-b.js ']);
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
