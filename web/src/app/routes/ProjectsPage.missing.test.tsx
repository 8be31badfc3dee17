import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Round } from '@/lib/rounds/types';
import { config, round } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/http';
import { projectPreview } from '@/test/projects';
import { renderRoutes } from '@/test/render';
import { ProjectsPage } from './ProjectsPage';

const rounds: Round[] = [round];

/** Round 3 has 12 projects: pages 1 and 2 of ten. */
function server() {
  return mockFetch(({ path, query }) => {
    if (path === '/config') return jsonResponse(200, config);
    if (path === '/rounds') return jsonResponse(200, round);
    if (path === '/rounds/rounds') return jsonResponse(200, { data: rounds, total: rounds.length });
    if (path === '/projects/preview') {
      const page = Number(query.get('page'));
      const known = query.get('filter.round_id') === round.id;
      const results = known && page <= 2 ? [{ ...projectPreview, id: `p-${page}` }] : [];
      return jsonResponse(200, { results, total: known ? 12 : 0, page, limit: 10 });
    }
    return jsonResponse(404, { code: 'not_found' });
  });
}

const routes: RouteObject[] = [{ path: '/projects', element: <ProjectsPage /> }];

const text = {
  en: { page: 'Page 7 does not exist.', firstPage: 'Go to page 1', round: 'This round does not exist.', current: "See the current round's projects", empty: /No projects/ },
  ar: { page: 'الصفحة 7 غير موجودة.', firstPage: 'الانتقال إلى الصفحة 1', round: 'هذه الجولة غير موجودة.', current: 'عرض مشاريع الجولة الحالية', empty: /لا توجد مشاريع/ },
};

describe.each(['en', 'ar'] as const)('/projects naming what does not exist (%s)', (language) => {
  const words = text[language];

  it('says a page past the end does not exist, with a link to page 1', async () => {
    server();
    renderRoutes(routes, `/projects?round_id=${round.id}&page=7`, undefined, language);

    expect(await screen.findByText(words.page)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.firstPage })).toHaveAttribute('href', `/projects?round_id=${round.id}`);
    expect(screen.queryByText(words.empty)).not.toBeInTheDocument();
  });

  it('says an unknown round does not exist, instead of calling it empty', async () => {
    const { calls } = server();
    renderRoutes(routes, '/projects?round_id=00000000-0000-0000-0000-000000000000', undefined, language);

    expect(await screen.findByText(words.round)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.current })).toHaveAttribute('href', '/projects');
    expect(screen.queryByText(words.empty)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/projects/preview')).toBe(false);
  });
});

describe('/projects within the list', () => {
  it('shows the last page as usual', async () => {
    server();
    renderRoutes(routes, `/projects?round_id=${round.id}&page=2`);

    expect(await screen.findByText('Repair cafés')).toBeInTheDocument();
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
  });
});
