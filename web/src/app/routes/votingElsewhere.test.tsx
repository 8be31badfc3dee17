import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Round } from '@/lib/rounds/types';
import { config, round } from '@/test/fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { projectPreview } from '@/test/projects';
import { renderRoutes } from '@/test/render';
import { HomePage } from './HomePage';
import { ProjectsPage } from './ProjectsPage';

const proposals: Round = { ...round, id: 'round-4', number: 4, name: 'Water Round', phase: 'submission', status: 'BEFORE' };
const voting: Round = { ...round, id: 'round-3', number: 3, name: 'Climate Resilience Round', phase: 'voting', status: 'DURING' };
const finished: Round = { ...round, id: 'round-2', number: 2, name: 'Food Round', phase: 'results', status: 'AFTER' };

const cover = (id: string) => ({ id: `media-${id}`, url: `/media/${id}.webp` });
const votingProjects = [
  { ...projectPreview, id: 'p-plain', title: 'No picture yet', round_id: voting.id },
  { ...projectPreview, id: 'p-1', title: 'Repair cafés', cover: cover('1'), round_id: voting.id },
  { ...projectPreview, id: 'p-2', title: 'Seed library', cover: cover('2'), round_id: voting.id },
  { ...projectPreview, id: 'p-3', title: 'Rain gardens', cover: cover('3'), round_id: voting.id },
];

function server(rounds: Round[], current: Round | null) {
  return mockFetch((call: RecordedCall) => {
    if (call.path === '/config') return jsonResponse(200, config);
    if (call.path === '/rounds') return jsonResponse(200, current);
    if (call.path === '/rounds/rounds') return jsonResponse(200, { data: rounds, total: rounds.length });
    if (call.path === '/projects/preview') {
      const results = call.query.get('filter.round_id') === voting.id ? votingProjects : [];
      return jsonResponse(200, { results, total: results.length, page: 1, limit: 10 });
    }
    return jsonResponse(404, { code: 'not_found' });
  });
}

const routes: RouteObject[] = [
  { path: '/home', element: <HomePage /> },
  { path: '/projects', element: <ProjectsPage /> },
];

const text = {
  en: {
    notice: 'Voting is open in Round 3 — vote now',
    featured: 'Vote for a project in Round 3',
    seeAll: 'See all projects',
    round3: 'Round 3',
    stats: 'Round 3 so far',
    proposals: 'Proposals are open in Round 4 — propose a project',
    roundPicker: 'Round',
  },
  ar: {
    notice: 'التصويت مفتوح في الجولة 3 — صوّت الآن',
    featured: 'صوّت لمشروع في الجولة 3',
    seeAll: 'عرض كل المشاريع',
    round3: 'الجولة 3',
    stats: 'الجولة 3 حتى الآن',
    proposals: 'تقديم المقترحات مفتوح في الجولة 4 — اقترح مشروعًا',
    roundPicker: 'الجولة',
  },
};

beforeAll(() => import('@/features/projects/components/FeaturedProjects'), 60_000);

describe.each(['en', 'ar'] as const)('another round open for voting (%s)', (language) => {
  const words = text[language];

  it("leads /home: the hero is the round voting, not the newer one taking proposals, which gets a notice", async () => {
    server([proposals, voting, finished], proposals);
    renderRoutes(routes, '/home', undefined, language);

    expect(await screen.findByRole('heading', { level: 1, name: voting.name })).toBeInTheDocument();
    expect(screen.getByTestId('round-number')).toHaveTextContent(words.round3);
    expect(screen.getByRole('heading', { level: 2, name: words.stats })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.proposals })).toHaveAttribute('href', '/create');
    expect(screen.queryByTestId('voting-open-elsewhere')).not.toBeInTheDocument();
  });

  it('opens /projects on the round voting, and lists the rounds newest first', async () => {
    const newer: Round = { ...proposals, id: 'round-5', number: 5, name: 'Housing Round' };
    // As the API lists them: the current round first, then the others by number.
    server([proposals, newer, voting, finished], proposals);
    renderRoutes(routes, '/projects', undefined, language);

    expect(await screen.findByRole('heading', { level: 1, name: voting.name })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Repair cafés' })).toBeInTheDocument();
    const options = within(screen.getByRole('combobox', { name: words.roundPicker })).getAllByRole('option');
    const labels = options.map((option) => option.textContent ?? '');
    expect(labels).toHaveLength(4);
    [newer, proposals, voting, finished].forEach((listed, index) => expect(labels[index]).toContain(listed.name));
  });

  it('gives /home a few projects of the voting round, those with a cover first', async () => {
    server([proposals, voting, finished], proposals);
    renderRoutes(routes, '/home', undefined, language);

    // The featured cards load after the hero (their own code, then their read): slow on a loaded machine.
    const section = (await screen.findByRole('heading', { name: words.featured }, { timeout: 15_000 })).closest('section');
    if (!section) throw new Error('no featured section');
    const titles = within(section).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(['Repair cafés', 'Seed library', 'Rain gardens']);
    expect(section.querySelectorAll('img')).toHaveLength(3);
    expect(within(section).getByRole('link', { name: words.seeAll })).toHaveAttribute('href', '/projects?round_id=round-3');
  });

  it('is announced on /projects while another round is shown, and not once that round is chosen', async () => {
    server([proposals, voting, finished], proposals);
    const { router } = renderRoutes(routes, '/projects?round_id=round-4', undefined, language);

    await screen.findByRole('link', { name: words.notice });
    await router.navigate('/projects?round_id=round-3');
    expect(await screen.findByRole('heading', { level: 1, name: voting.name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: words.notice })).not.toBeInTheDocument();
  });
});

describe('no other round open for voting', () => {
  it('says nothing on /home when the round shown is the one voting', async () => {
    server([proposals, voting, finished], voting);
    renderRoutes(routes, '/home');

    // The featured cards load after the hero (their own code, then their read): slow on a loaded machine.
    await screen.findByRole('heading', { name: 'Vote for a project in Round 3' }, { timeout: 15_000 });
    expect(screen.queryByTestId('voting-open-elsewhere')).not.toBeInTheDocument();
  });

  it('features nothing while the round that matters has no project yet', async () => {
    server([proposals, finished], proposals);
    renderRoutes(routes, '/home');

    await screen.findByRole('heading', { level: 1, name: proposals.name });
    expect(screen.queryByTestId('featured-projects')).not.toBeInTheDocument();
    expect(screen.queryByTestId('voting-open-elsewhere')).not.toBeInTheDocument();
  });
});
