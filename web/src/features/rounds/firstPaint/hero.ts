import { PROGRESS_ICONS } from '@/components/homeIcons';
import { formatCount, formatUsd } from '@/lib/format';
import type enHome from '@/locales/en/home.json';
import type { Round } from '../api/types';
import { otherVotingRound } from '../utils/attention';
import { progressMessage } from '../utils/progressMessage';
import { roundProgress } from '../utils/roundProgress';

// Links are written out (not taken from lib/paths, whose every path would come along): the test
// comparing this hero with RoundHero's fails if they drift.

/** The parts of the `home` translations the hero says (the server sends the reader's language's). */
export type HeroTexts = Pick<typeof enHome, 'round' | 'noRound' | 'votingOpen'>;

type Child = Node | string | false | null | undefined;

/** An element with its attributes and children. */
function h(doc: Document, tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement {
  const element = doc.createElement(tag);
  Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
  children.forEach((child) => child && element.append(child));
  return element;
}

/** Inline styles set property by property, as React sets a `style` prop. */
function styled(element: HTMLElement, style: Partial<CSSStyleDeclaration>): HTMLElement {
  Object.assign(element.style, style);
  return element;
}

/** The `Icon` component's SVG. */
const SVG = 'http://www.w3.org/2000/svg';

function icon(doc: Document, path: string): SVGElement {
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  [['class', 'mp-icon'], ['viewBox', '0 0 24 24'], ['aria-hidden', 'true'], ['focusable', 'false']].forEach(([name, value]) => svg.setAttribute(name!, value!));
  const shape = doc.createElementNS('http://www.w3.org/2000/svg', 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

/** The kit's Alert's info icon (components/ui/Alert.tsx: lucide's `info`, stroked). */
function infoIcon(doc: Document): SVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  const attributes = { viewBox: '0 0 24 24', width: '1em', height: '1em', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true' };
  Object.entries(attributes).forEach(([name, value]) => svg.setAttribute(name, value));
  const circle = doc.createElementNS(SVG, 'circle');
  [['cx', '12'], ['cy', '12'], ['r', '10']].forEach(([name, value]) => circle.setAttribute(name!, value!));
  const shape = doc.createElementNS(SVG, 'path');
  shape.setAttribute('d', 'M12 16v-4M12 8h.01');
  svg.append(circle, shape);
  return svg;
}

/** i18next's `{{name}}` interpolation. */
function interpolate(text: string, values: Record<string, string | number | undefined>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** i18next's choice among `key_zero`, `key_one`… by the language's plural rules (`_zero` first for 0). */
function say(texts: Record<string, unknown>, key: string, values: Record<string, string | number | undefined>, language: string): string {
  const count = values.count;
  const candidates = typeof count === 'number' ? [...(count === 0 ? ['zero'] : []), new Intl.PluralRules(language).select(count), 'other'].map((form) => `${key}_${form}`) : [key];
  const text = candidates.map((candidate) => texts[candidate]).find((found): found is string => typeof found === 'string');
  return interpolate(text ?? '', values);
}

/**
 * The hero /home opens with, as plain DOM: the very elements, classes and texts RoundHero (or
 * NoRoundHero) renders for the same round, language and time, so the app's hero replaces it without
 * a visible change (`hero.test.tsx` holds the two equal).
 */
export function heroElement(doc: Document, round: Round | null, texts: HeroTexts, language: string, now: Date = new Date()): HTMLElement {
  if (!round) {
    return h(
      doc,
      'section',
      { class: 'mp-hero' },
      h(doc, 'div', { class: 'mp-container mp-container-md' }, styled(h(doc, 'h1', { class: 'mp-h1' }, texts.noRound.title), { marginBlockEnd: '16px' }), h(doc, 'p', { class: 'mp-p mp-hero-text' }, texts.noRound.text)),
    );
  }
  const t = texts.round;
  const progress = roundProgress(round, now);
  const message = progressMessage(progress);
  const bdi = (text: string) => h(doc, 'bdi', {}, text);
  const main = h(
    doc,
    'div',
    {},
    h(
      doc,
      'div',
      { class: 'mp-hero-kicker' },
      h(doc, 'p', { class: 'mp-overline', 'data-testid': 'round-number' }, interpolate(t.number, { number: formatCount(round.number, language) })),
      h(doc, 'span', { class: 'mp-chip mp-hero-chip' }, t.phase[progress.kind]),
    ),
    h(doc, 'h1', { class: 'mp-h1 mp-hero-title' }, bdi(round.name)),
    !!round.description && styled(h(doc, 'p', { class: 'mp-p mp-hero-text' }, bdi(round.description)), { marginBlockEnd: '24px' }),
    h(
      doc,
      'div',
      { 'data-testid': 'round-days-left', class: 'mp-days-left' },
      icon(doc, PROGRESS_ICONS[progress.kind]),
      styled(h(doc, 'p', { class: 'mp-p' }, say(t, message.key.replace('round.', ''), message.values, language)), { fontWeight: '600' }),
    ),
    h(
      doc,
      'div',
      { class: 'mp-hero-links' },
      round.phase === 'results' && h(doc, 'a', { 'data-testid': 'round-results-link', class: 'mp-button mp-button-contained mp-hero-results', href: `/rounds/${round.id}/results`, 'data-discover': 'true' }, t.seeResults),
      h(doc, 'a', { class: 'mp-hero-link', href: '/how-matching-works', 'data-discover': 'true' }, t.howMatchingWorks),
    ),
  );
  const pool = h(
    doc,
    'div',
    {},
    h(doc, 'div', { class: 'mp-pool' }, h(doc, 'p', { class: 'mp-overline mp-muted' }, t.matchingPool), h(doc, 'p', { class: 'mp-p mp-pool-amount', 'data-testid': 'round-pool' }, bdi(formatUsd(round.pool_amount, language)))),
  );
  return h(doc, 'section', { class: 'mp-hero' }, h(doc, 'div', { class: 'mp-container' }, h(doc, 'div', { class: 'mp-hero-grid' }, main, pool)));
}

/**
 * HomePage's notice that another round's vote is open ("Voting is open in Round 3 — vote now"),
 * above the hero, as VotingOpenNotice draws it in its container.
 */
export function votingNoticeElement(doc: Document, voting: Round, texts: HeroTexts, language: string): HTMLElement {
  const link = h(
    doc,
    'a',
    { href: `/projects?round_id=${encodeURIComponent(voting.id)}`, 'data-discover': 'true' },
    interpolate(texts.votingOpen.elsewhere, { number: formatCount(voting.number, language) }),
  );
  styled(link, { color: 'inherit', fontWeight: '700', textDecoration: 'underline' });
  const notice = h(
    doc,
    'div',
    { role: 'alert', class: 'mp-alert mp-alert-info', 'data-testid': 'voting-open-elsewhere' },
    h(doc, 'div', { class: 'mp-alert-icon' }, infoIcon(doc)),
    h(doc, 'div', { class: 'mp-alert-message' }, link),
  );
  return styled(h(doc, 'div', { class: 'mp-container' }, notice), { paddingBlockStart: '16px' });
}

/** What the server writes into /home for its first paint (crates/api/src/first_paint.rs). */
export interface FirstPaint {
  language: string;
  texts: HeroTexts | null;
  round: Round | null;
  /** The rounds open for voting. */
  voting: Round[];
}

/** The top of /home as HomePage draws it: the notice of another round's vote, if any, and the hero. */
export function firstPaintElements(doc: Document, paint: FirstPaint & { texts: HeroTexts }, now: Date = new Date()): HTMLElement[] {
  const elsewhere = otherVotingRound(paint.voting, paint.round?.id);
  const hero = heroElement(doc, paint.round, paint.texts, paint.language, now);
  return elsewhere ? [votingNoticeElement(doc, elsewhere, paint.texts, paint.language), hero] : [hero];
}

/** The data the server wrote into /home (`#mp-first-paint`), or null when there is none or it does not parse. */
export function readFirstPaint(doc: Document): FirstPaint | null {
  try {
    return JSON.parse(doc.getElementById('mp-first-paint')?.textContent || 'null') as FirstPaint | null;
  } catch {
    return null;
  }
}

/**
 * Draws the top of /home into the static shell while the page is still being parsed, from the
 * rounds and texts the server wrote into it (`#mp-first-paint`): the phone paints the page's largest
 * element with the HTML and styles alone, instead of after React, the router and the translations
 * arrive. Draws nothing when the shell script chose another language than the server did (the
 * reader's stored choice, which the server cannot see) or when anything is missing: the app draws
 * it then. Says whether it drew.
 */
export function drawFirstPaint(doc: Document, paint: FirstPaint | null): boolean {
  const data = doc.getElementById('mp-first-paint');
  if (!data || !paint?.texts || paint.language !== doc.documentElement.lang) return false;
  try {
    data.before(...firstPaintElements(doc, { ...paint, texts: paint.texts, voting: paint.voting ?? [] }));
    return true;
  } catch {
    // Whatever went wrong, the app draws the hero itself.
    return false;
  }
}
