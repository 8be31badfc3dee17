import { describe, expect, it } from 'vitest';
import { getProject } from '@/features/projects/api/getProject';
import { listProjects } from '@/features/projects/api/listProjects';
import { getCurrentRound } from '@/features/rounds/api/getCurrentRound';
import { listRounds } from '@/features/rounds/api/listRounds';
import { getAppConfig } from '@/lib/config/appConfig';
import { jsonResponse, mockFetch } from '@/test/http';
import { firstReads, type FirstReads } from './firstReads';

type Answers = Record<string, unknown>;

/** The URLs the shell script would ask for (as the browser sees them), answering from `answers`. */
async function shellUrls(reads: FirstReads, href: string, answers: Answers = {}): Promise<string[]> {
  const url = new URL(href, 'http://localhost');
  const asked: string[] = [];
  firstReads(reads, url, (path) => {
    asked.push(`/api${path}`);
    const [pathname] = path.split('?');
    return Promise.resolve(jsonResponse(200, answers[pathname ?? path] ?? null));
  });
  // Let a chained read (the previews after the rounds) start.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return asked;
}

/** The URLs the app's own calls ask for. */
async function appUrls(...calls: (() => Promise<unknown>)[]): Promise<string[]> {
  const { fetchMock } = mockFetch(() => jsonResponse(200, { data: [], total: 0, results: [] }));
  for (const call of calls) await call();
  return fetchMock.mock.calls.map(([input]) => input as string);
}

describe('the first page reads the shell script starts', () => {
  it('are, for /home, the very URLs of the configuration, the current round and the round list', async () => {
    expect(await shellUrls('home', '/home')).toEqual(await appUrls(getAppConfig, getCurrentRound, listRounds));
  });

  it('are, for a project page, the configuration and the URL of that project (its id encoded as the app encodes it)', async () => {
    expect(await shellUrls('project', '/projects/a%20b%2Fc')).toEqual(await appUrls(getAppConfig, () => getProject('a b/c')));
    expect(await shellUrls('project', '/projects/p-1/')).toEqual(await appUrls(getAppConfig, () => getProject('p-1')));
  });

  it("are, for /projects, the configuration, the rounds and then the current round's first previews", async () => {
    const asked = await shellUrls('projects', '/projects', { '/rounds': { id: 'r-2' } });
    expect(asked).toEqual(await appUrls(getAppConfig, getCurrentRound, listRounds, () => listProjects({ page: 1, roundId: 'r-2' })));
  });

  it('follow the page and round of the URL, and the newest round when none is current', async () => {
    const chosen = await shellUrls('projects', '/projects?round_id=r%201&page=3');
    expect(chosen.at(-1)).toBe((await appUrls(() => listProjects({ page: 3, roundId: 'r 1' })))[0]);

    const newest = await shellUrls('projects', '/projects?page=0', { '/rounds/rounds': { data: [{ id: 'r-9' }, { id: 'r-8' }] } });
    expect(newest.at(-1)).toBe((await appUrls(() => listProjects({ page: 1, roundId: 'r-9' })))[0]);
  });

  it('open on the round voting, not on a newer one taking proposals (as ProjectsPage does)', async () => {
    const proposals = { id: 'r-6', number: 6, phase: 'submission' };
    const voting = { id: 'r-5', number: 5, phase: 'voting' };
    const asked = await shellUrls('projects', '/projects', { '/rounds': proposals, '/rounds/rounds': { data: [proposals, voting] } });
    expect(asked.at(-1)).toBe((await appUrls(() => listProjects({ page: 1, roundId: 'r-5' })))[0]);
  });

  it('leave a filtered list, or an empty round, to the app', async () => {
    for (const href of ['/projects?q=water', '/projects?category=WOMEN_LEADERS', '/projects?round_id=']) {
      expect(await shellUrls('projects', href, { '/rounds': { id: 'r-2' } })).toEqual(['/api/config', '/api/rounds', '/api/rounds/rounds?limit=100']);
    }
  });

  it("ask for /projects' first cover once the previews name it, and for none when the first has no cover", async () => {
    const covers: unknown[] = [];
    const cover = { id: 'm-1', url: '/media/m-1', variants: [] };
    const answers: Answers = { '/rounds': { id: 'r-2' }, '/projects/preview': { results: [{ id: 'p-1', cover }, { id: 'p-2', cover: null }] } };
    const get = (path: string) => Promise.resolve(jsonResponse(200, answers[path.split('?')[0] ?? path] ?? null));
    firstReads('projects', new URL('http://localhost/projects'), get, (media) => covers.push(media));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(covers).toEqual([cover]);

    answers['/projects/preview'] = { results: [{ id: 'p-2', cover: null }] };
    firstReads('projects', new URL('http://localhost/projects'), get, (media) => covers.push(media));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(covers).toHaveLength(1);
  });
});
