import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { draftKey, EMPTY_VALUES, newDraft, type DraftValues } from '@/features/projects/wizard/draft';
import { IDENTITIES_STORAGE_KEY } from '@/lib/auth/identities';
import { session } from '@/lib/auth/session';
import type { Round } from '@/lib/rounds/types';
import { config, round } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { CreateStartPage } from './CreateStartPage';
import { CreateStepPage } from './CreateStepPage';

const takingProposals: Round = { ...round, phase: 'submission', submission_start_at: '2020-01-01T00:00:00Z', submission_end_at: '2999-01-01T00:00:00Z', voting_start_at: '2999-02-01T00:00:00Z', voting_end_at: '2999-03-01T00:00:00Z' };
const voting: Round = { ...round, phase: 'voting', status: 'DURING' };

const filledFirstSteps: DraftValues = {
  ...EMPTY_VALUES,
  title: 'Solar kiosks',
  description: 'Light for night markets.',
  social_cause: 'SUSTAINABLE_ENERGY',
  category: 'WOMEN_LEADERS',
  email: 'kiosks@example.org',
  problem_statement: 'Markets close early.',
  solution: 'Shared kiosks.',
};

let organizations = 0;
/** A verified organization of its own in each test (drafts are kept per identity). */
function signInAsOrganization(current: Round | null, values?: DraftValues) {
  organizations += 1;
  const id = `org-${organizations}`;
  const organization = { id, type: 'organizations', current: true, meta: { shortname: `org${organizations}`, name: 'Solar Co', logo: null, email: 's@example.org', verified: true, status: 'ACTIVE' } };
  session.signIn();
  session.setCurrentIdentity(id);
  // As after a reload: the identities are known from the start, so the draft is this organization's at once.
  window.localStorage.setItem(IDENTITIES_STORAGE_KEY, JSON.stringify([organization]));
  if (values) window.localStorage.setItem(draftKey(id), JSON.stringify({ ...newDraft(), values }));
  return mockFetch(({ path }) => {
    if (path === '/config') return jsonResponse(200, config);
    if (path === '/identities') return jsonResponse(200, { identities: [organization] });
    if (path === '/rounds') return jsonResponse(200, current);
    return jsonResponse(404, { code: 'not_found' });
  });
}

const routes: RouteObject[] = [
  { path: '/create', element: <CreateStartPage /> },
  { path: '/create/step-4', element: <CreateStepPage step={4} /> },
];

const text = {
  en: { closed: 'Submissions are closed', steps: 'Project steps', done: '(done)' },
  ar: { closed: 'تقديم المقترحات مغلق', steps: 'خطوات المشروع', done: '(مكتمل)' },
};

/** The steps the bar calls done (each says so to screen readers). */
const ticked = (language: 'en' | 'ar') =>
  within(screen.getByRole('navigation', { name: text[language].steps }))
    .getAllByRole('listitem')
    .filter((step) => step.textContent?.includes(text[language].done)).length;

describe.each(['en', 'ar'] as const)('opening the wizard by a link (%s)', (language) => {
  it('does not tick steps 1–3 on a direct link to step 4 while they are empty', async () => {
    signInAsOrganization(takingProposals);
    renderRoutes(routes, '/create/step-4', undefined, language);

    await screen.findAllByRole('textbox');
    expect(ticked(language)).toBe(0);
  });

  it('ticks the steps before step 4 that are filled in', async () => {
    signInAsOrganization(takingProposals, filledFirstSteps);
    renderRoutes(routes, '/create/step-4', undefined, language);

    await screen.findAllByRole('textbox');
    expect(ticked(language)).toBe(3);
  });

  it('says submissions are closed, and opens no form, when the current round takes no proposals', async () => {
    signInAsOrganization(voting);
    renderRoutes(routes, '/create/step-4', undefined, language);

    expect(await screen.findByRole('heading', { name: text[language].closed })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so on the wizard’s first page too', async () => {
    signInAsOrganization(null);
    renderRoutes(routes, '/create', undefined, language);

    expect(await screen.findByRole('heading', { name: text[language].closed })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /step/i })).not.toBeInTheDocument();
  });
});
