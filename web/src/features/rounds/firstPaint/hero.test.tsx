import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { round } from '@/test/fixtures';
import { Providers } from '@/test/render';
import { heroTexts } from '@/test/translations';
import type { Round } from '../api/types';
import { NoRoundHero } from '../components/NoRoundHero';
import { RoundHero } from '../components/RoundHero';
import { drawFirstPaint, heroElement, readFirstPaint } from './hero';

const LANGUAGES = ['en', 'ar', 'es', 'fr', 'ja', 'ko', 'zh-CN'];

/** React's hero for the round (or NoRoundHero), as the app renders it. */
function reactHero(shown: Round | null, language: string, now: Date): Element {
  const router = createMemoryRouter([{ path: '/', element: shown ? <RoundHero round={shown} now={now} /> : <NoRoundHero /> }]);
  const { container } = render(
    <Providers language={language}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const hero = container.querySelector('section.mp-hero');
  if (!hero) throw new Error('RoundHero drew no section');
  return hero;
}

function expectSameHero(shown: Round | null, language: string, now: Date) {
  const drawn = heroElement(document, shown, heroTexts(language), language, now);
  const app = reactHero(shown, language, now);
  // Same elements, attributes and texts: the app's hero replaces the drawn one without a change.
  expect(drawn.isEqualNode(app), `${language}\n${drawn.outerHTML}\n${app.outerHTML}`).toBe(true);
}

// Each phase of the fixture round (submission ends 03-15 09:30, voting 03-20 to 04-01 18:00, results 04-10).
const MOMENTS = {
  upcoming: '2025-02-20T00:00:00Z',
  submission: '2025-03-14T12:00:00Z',
  review: '2025-03-17T00:00:00Z',
  voting: '2025-03-22T00:00:00Z',
  votingLastHours: '2025-04-01T10:00:00Z',
  tallying: '2025-04-05T00:00:00Z',
  results: '2025-05-01T00:00:00Z',
};

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
});

describe('the first paint hero', () => {
  it.each(LANGUAGES)('is the very hero the app draws, in every phase, in %s', (language) => {
    for (const moment of Object.values(MOMENTS)) expectSameHero(round, language, new Date(moment));
    const results: Round = { ...round, phase: 'results', pool_amount: 1_234_567 };
    expectSameHero(results, language, new Date(MOMENTS.results));
    expectSameHero({ ...round, description: '' }, language, new Date(MOMENTS.voting));
    expectSameHero(null, language, new Date(MOMENTS.voting));
  });

  it('keeps markup in a round name as text', () => {
    const named = { ...round, name: '<img src=x onerror=alert(1)>' };
    const drawn = heroElement(document, named, heroTexts('en'), 'en');
    expect(drawn.querySelector('img')).toBeNull();
    expect(drawn.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('draws from the data the server wrote, before that element, in the language the shell chose', () => {
    document.documentElement.lang = 'ar';
    document.body.innerHTML = '<div class="mp-shell"><div class="mp-shell-progress"></div><script type="application/json" id="mp-first-paint"></script></div>';
    const data = document.getElementById('mp-first-paint')!;
    data.textContent = JSON.stringify({ language: 'ar', texts: heroTexts('ar'), round, voting: [] });
    expect(drawFirstPaint(document, readFirstPaint(document))).toBe(true);
    expect(data.previousElementSibling?.matches('section.mp-hero')).toBe(true);
    expect(document.querySelector('h1')?.textContent).toBe(round.name);
    expect(document.querySelector('[data-testid=round-number]')?.textContent).toBe('الجولة 3');
  });

  it('draws nothing when the shell chose another language, or the data is missing or broken', () => {
    const cases = [JSON.stringify({ language: 'fr', texts: heroTexts('fr'), round }), JSON.stringify({ language: 'en', texts: null, round }), '{not json', ''];
    for (const data of cases) {
      document.body.innerHTML = '<div class="mp-shell"><script type="application/json" id="mp-first-paint"></script></div>';
      document.getElementById('mp-first-paint')!.textContent = data;
      expect(drawFirstPaint(document, readFirstPaint(document))).toBe(false);
      expect(document.querySelector('.mp-hero'), data).toBeNull();
    }
    document.body.innerHTML = '<div class="mp-shell"></div>';
    expect(drawFirstPaint(document, readFirstPaint(document))).toBe(false);
    expect(document.querySelector('.mp-hero')).toBeNull();
  });
});
