import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockScreenWidth, PHONE_WIDTH } from '@/test/media';
import { Providers } from '@/test/render';
import { WizardLayout } from './WizardLayout';

const STEP_WIDTH = 120;
const STEPS = 8;
const CONTENT = STEP_WIDTH * STEPS;

/**
 * jsdom lays nothing out: give the bar a phone's width and each step its place, left to right or,
 * in Arabic, right to left with the bar showing its start (its right end) before any scrolling.
 */
function layOut(direction: 'ltr' | 'rtl') {
  const box = (left: number, width: number) => ({ left, width, right: left + width, top: 0, bottom: 40, height: 40, x: left, y: 0, toJSON: () => ({}) });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return this.tagName === 'NAV' ? CONTENT : 0;
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.tagName === 'NAV' ? PHONE_WIDTH : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName === 'NAV') return box(0, PHONE_WIDTH);
    const index = Array.from(this.parentElement?.children ?? []).filter((child) => child.tagName === 'LI').indexOf(this);
    if (index < 0) return box(0, 0);
    const left = direction === 'ltr' ? index * STEP_WIDTH : PHONE_WIDTH - (index + 1) * STEP_WIDTH;
    return box(left, STEP_WIDTH);
  });
}

const scrollBy = vi.fn();

beforeEach(() => {
  mockScreenWidth(PHONE_WIDTH);
  Element.prototype.scrollBy = scrollBy;
});

afterEach(() => {
  vi.restoreAllMocks();
  scrollBy.mockReset();
  delete (Element.prototype as Partial<Element>).scrollBy;
});

function showStep(active: number, language: string) {
  render(
    <Providers language={language}>
      <WizardLayout active={active} editing={false}>
        <p>Step content</p>
      </WizardLayout>
    </Providers>,
  );
}

describe('WizardLayout on a phone', () => {
  it('scrolls the step bar so the current step is in the middle', () => {
    layOut('ltr');
    showStep(5, 'en');
    // A bar that scrolls takes the focus, so the keyboard can scroll it (axe: scrollable-region-focusable).
    expect(screen.getByRole('navigation', { name: 'Project steps' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Impact and feasibility');
    // Step 5 spans 480–600, its middle 540; the bar's middle is 195.
    expect(scrollBy).toHaveBeenCalledWith({ left: 540 - PHONE_WIDTH / 2 });
  });

  it('scrolls the other way in Arabic, where the steps run from the right', () => {
    layOut('rtl');
    showStep(5, 'ar');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('الأثر والجدوى');
    // Step 5 spans -210 to -90 (the bar shows 0–390), its middle -150.
    expect(scrollBy).toHaveBeenCalledWith({ left: -150 - PHONE_WIDTH / 2 });
  });

  it('leaves a bar that fits alone, out of the tab order', () => {
    showStep(2, 'en');
    expect(scrollBy).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: 'Project steps' })).not.toHaveAttribute('tabindex');
  });

  it('marks the steps done for screen readers too, and only the current one as current', () => {
    showStep(3, 'en');
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(8);
    expect(steps[0]).toHaveTextContent('Basics (done)');
    expect(steps[1]).toHaveTextContent('Contact (done)');
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).not.toHaveTextContent('(done)');
    expect(steps[7]).toHaveTextContent('Publish');
  });
});
