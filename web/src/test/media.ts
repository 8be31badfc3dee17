import { vi } from 'vitest';

/**
 * Makes `matchMedia` answer as a screen `width` pixels wide (jsdom has none), so components that
 * follow the theme's breakpoints (`useMediaQuery(theme.breakpoints.down('sm'))`) render their
 * phone or desktop layout. Understands `(min-width:…)` and `(max-width:…)` queries; undone after
 * each test with the other stubbed globals.
 */
export function mockScreenWidth(width: number) {
  const matches = (query: string) =>
    query.split(/\s+and\s+/).every((part) => {
      const min = /min-width:\s*([\d.]+)px/.exec(part);
      if (min) return width >= Number(min[1]);
      const max = /max-width:\s*([\d.]+)px/.exec(part);
      if (max) return width <= Number(max[1]);
      return true;
    });
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** The phone of issue 14's checks: 390 CSS pixels wide, below the theme's `sm` breakpoint. */
export const PHONE_WIDTH = 390;
