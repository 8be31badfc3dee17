import { describe, expect, it } from 'vitest';
import { currentRoundQueryOptions } from '@/features/rounds/api/getCurrentRound';
import { roundListQueryOptions } from '@/features/rounds/api/listRounds';
import type { Round } from '@/features/rounds/api/types';
import { firstPaintElements } from '@/features/rounds/firstPaint/hero';
import { round } from '@/test/fixtures';
import { renderRoutes, testQueryClient } from '@/test/render';
import { heroTexts } from '@/test/translations';
import { HomePage } from './HomePage';

// The first paint (features/rounds/firstPaint) draws the top of this page before the app runs;
// the app's page must replace it without a visible change.
describe('HomePage and its first paint', () => {
  it.each(['en', 'ar'])("is the top of the HomePage the app draws, with another round's vote open, in %s", async (language) => {
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    // The current round takes proposals while round 2 votes: HomePage puts a notice above the hero.
    const current: Round = { ...round, id: 'round-4', number: 4, phase: 'submission', submission_start_at: at(-1), submission_end_at: at(5), voting_start_at: at(6), voting_end_at: at(10), results_at: at(12) };
    const voting: Round = { ...round, id: 'round-2', number: 2, phase: 'voting', submission_start_at: at(-20), submission_end_at: at(-10), voting_start_at: at(-5), voting_end_at: at(3), results_at: at(5) };
    const queryClient = testQueryClient();
    queryClient.setQueryData(currentRoundQueryOptions().queryKey, current);
    queryClient.setQueryData(roundListQueryOptions().queryKey, [current, voting]);
    const { container, findByTestId } = renderRoutes([{ path: '/home', element: <HomePage /> }], '/home', queryClient, language);
    await findByTestId('voting-open-elsewhere');
    const drawn = firstPaintElements(document, { language, texts: heroTexts(language), round: current, voting: [voting] });
    const app = [...container.children].slice(0, drawn.length);
    expect(drawn).toHaveLength(2);
    drawn.forEach((element, index) => expect(element.isEqualNode(app[index] ?? null), `${element.outerHTML}\n${app[index]?.outerHTML}`).toBe(true));
    // Without a round voting elsewhere, the hero alone.
    expect(firstPaintElements(document, { language, texts: heroTexts(language), round: current, voting: [current] })).toHaveLength(1);
  });

});
