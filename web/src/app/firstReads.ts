import type { MediaRef } from '@/features/projects/api/types';

/** Which API reads a first page starts with: /home's, /projects' or a project page's. */
export type FirstReads = 'home' | 'projects' | 'project';

/**
 * The first page's API reads, started by the shell script for a visitor who is not signed in, so
 * they travel while the app's code downloads instead of after it has run. `get` takes the path
 * under /api exactly as the app's client builds it (its query in the same order), since the
 * client takes an early answer only for the very URL it would ask for (src/lib/api/early.ts). A
 * list whose filters it does not foresee is left to the app.
 *
 * The shell script carries this function's source, so it can import nothing but types: the list's page
 * rule and page size are the page's and `PAGE_SIZE` written out again, and firstReads.test.ts
 * holds every URL equal to the one the app's own call builds.
 */
export function firstReads(
  reads: FirstReads,
  location: { pathname: string; search: string },
  get: (path: string) => Promise<Response>,
  // Asks for the list's first cover (the largest thing a phone draws on /projects) once it is known.
  cover?: (media: MediaRef) => void,
): void {
  const json = (response: Promise<Response>) => response.then((answer) => (answer.ok ? answer.clone().json() : null));
  // The client configuration: every page's header and footer read it as soon as they are drawn.
  void get('/config');
  if (reads === 'project') {
    const id = /^\/projects\/([^/]+)\/?$/.exec(location.pathname)?.[1];
    if (id) void get(`/projects/${encodeURIComponent(decodeURIComponent(id))}`);
    return;
  }
  const current = get('/rounds');
  const rounds = get('/rounds/rounds?limit=100');
  if (reads !== 'projects') return;
  // /projects: the chosen round's first previews (src/app/routes/ProjectsPage.tsx), else those of
  // the round it opens on.
  const query = new URLSearchParams(location.search);
  if (query.has('category') || query.has('q')) return;
  const number = Number(query.get('page'));
  const page = Number.isInteger(number) && number >= 1 ? number : 1;
  const previews = (roundId: string) => {
    const list = get(`/projects/preview?${new URLSearchParams({ page: String(page), limit: '10', 'filter.round_id': roundId })}`);
    json(list)
      .then((answer: { results?: { cover?: MediaRef | null }[] } | null) => {
        const media = answer?.results?.[0]?.cover;
        if (media?.url) cover?.(media);
      })
      .catch(() => undefined);
  };
  const chosen = query.get('round_id');
  if (query.has('round_id')) {
    if (chosen) previews(chosen);
    return;
  }
  // The round the page opens on (leadRound, src/features/rounds/utils/attention.ts): the newest
  // open for voting, else the current one, else the newest.
  type Listed = { id?: string; number?: number; phase?: string };
  void Promise.all([json(current), json(rounds)])
    .then(([round, list]: [Listed | null, { data?: Listed[] } | null]) => {
      const newestFirst = [...(list?.data ?? [])].sort((a, b) => (b.number ?? 0) - (a.number ?? 0));
      return (newestFirst.find((listed) => listed.phase === 'voting') ?? round ?? newestFirst[0])?.id;
    })
    .then((roundId) => {
      if (roundId) previews(roundId);
    })
    .catch(() => undefined);
}

