import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectArabic } from './support';

// Issue 36, /home: during voting the page leads with the round people can vote in, "Explore
// projects" opens that round, the stats box names its round, and rounds are listed newest first.
// On a phone, in English and Arabic.
test.use({ viewport: { width: 390, height: 844 } });

interface ListedRound {
  id: string;
  number: number;
  name: string;
  phase: string;
}

const TEXT = {
  en: { roundNumber: (n: number) => `Round ${n}`, soFar: (n: number) => `Round ${n} so far`, proposals: (n: number) => `Proposals are open in Round ${n} — propose a project`, explore: 'Explore projects', picker: 'Round' },
  ar: { roundNumber: (n: number) => `الجولة ${n}`, soFar: (n: number) => `الجولة ${n} حتى الآن`, proposals: (n: number) => `تقديم المقترحات مفتوح في الجولة ${n} — اقترح مشروعًا`, explore: 'استكشف المشاريع', picker: 'الجولة' },
} as const;

/** The demo's round open for voting and the newer one taking proposals. */
async function demoRounds(request: APIRequestContext) {
  const rounds = ((await (await request.get('/api/rounds/rounds?limit=100')).json()) as { data: ListedRound[] }).data;
  const voting = rounds.filter((round) => round.phase === 'voting').sort((a, b) => b.number - a.number)[0];
  const proposals = rounds.find((round) => round.phase === 'submission');
  if (!voting || !proposals) throw new Error('the demo data has no round voting beside one taking proposals');
  expect(proposals.number, 'the round taking proposals is the newer one').toBeGreaterThan(voting.number);
  return { rounds, voting, proposals };
}

for (const lng of ['en', 'ar'] as const) {
  test(`/home leads with the round open for voting, and Explore opens it (${lng})`, async ({ page, request }) => {
    const words = TEXT[lng];
    const { rounds, voting, proposals } = await demoRounds(request);
    // The API names the newer round taking proposals as the current one.
    expect(((await (await request.get('/api/rounds')).json()) as ListedRound).id).toBe(proposals.id);

    await page.goto(`/home?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(voting.name);
    await expect(main.getByTestId('round-number')).toHaveText(words.roundNumber(voting.number));
    await expect(main.getByTestId('voting-open-elsewhere')).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 2, name: words.soFar(voting.number) })).toBeVisible();
    await expect(main.getByRole('link', { name: words.proposals(proposals.number) })).toHaveAttribute('href', '/create');
    await page.screenshot({ path: test.info().outputPath(`home-voting-${lng}.png`), fullPage: true });

    await page.getByRole('banner').getByRole('link', { name: words.explore }).click();
    await expect(page).toHaveURL(/\/projects(\?|$)/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(voting.name);
    const picker = page.getByRole('combobox', { name: words.picker });
    await expect(picker).toHaveValue(voting.id);
    const numbers = await picker.locator('option').evaluateAll((options, listed) => options.map((option) => listed.find((round) => round.id === (option as HTMLOptionElement).value)?.number), rounds);
    const shown = numbers.filter((number): number is number => number !== undefined);
    expect(shown, 'newest first').toEqual([...shown].sort((a, b) => b - a));
    expect(shown).toHaveLength(rounds.length);
  });
}
