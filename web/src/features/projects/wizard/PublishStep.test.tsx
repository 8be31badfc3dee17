import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { newDraft, type Draft } from './draft';
import { PublishStep } from './PublishStep';
import { WizardStepForm } from './WizardStepForm';

const complete: Draft = {
  ...newDraft(),
  values: {
    ...newDraft().values,
    title: 'Solar kiosks',
    description: 'Light for night markets.',
    social_cause: 'SUSTAINABLE_ENERGY',
    category: 'WOMEN_LEADERS',
    email: 'kiosks@example.org',
    problem_statement: 'Markets close early.',
    solution: 'Shared kiosks.',
    goals: '20 kiosks',
    cost_breakdown: 'Panels, batteries.',
    total_requested_amount: '24000',
    impact_assessment: 'Income survey.',
    feasibility: 'Built 12 before.',
    cover_id: 'media-1',
    cover_url: '/media/cover.png',
  },
};

describe('publishing the wizard', () => {
  afterEach(() => session.clear());

  it('sends the draft, and maps the server field errors back to the steps that own them', async () => {
    session.signIn({ access_token: 'a', refresh_token: 'r', token_type: 'Bearer' });
    const { calls } = mockFetch(() =>
      jsonResponse(422, { code: 'validation', error: 'invalid', fields: { total_requested_amount: 'invalid', wallet_address: 'invalid' } }),
    );
    const onServerErrors = vi.fn();
    const routes: RouteObject[] = [
      { path: '/create/publish', element: <PublishStep draft={complete} onServerErrors={onServerErrors} onPublished={vi.fn()} onBack={vi.fn()} /> },
    ];
    renderRoutes(routes, '/create/publish');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Publish' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Step 4: Goals and budget' })).toHaveAttribute('href', '/create/step-4');
    expect(within(alert).getByRole('link', { name: 'Step 7: Wallet' })).toHaveAttribute('href', '/create/step-7');
    expect(onServerErrors).toHaveBeenCalledWith({ total_requested_amount: 'invalid', wallet_address: 'invalid' });
    const body = calls.find((call) => call.path === '/projects')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Solar kiosks', total_requested_amount: 24000, cover_id: 'media-1', impact_assessment_type: 'OPTION_A' });
    expect(body).not.toHaveProperty('website');
  });

  it('shows a server error on the field of its step', async () => {
    mockFetch(() => jsonResponse(404));
    const draft: Draft = { ...complete, serverErrors: { total_requested_amount: 'invalid' } };
    const routes: RouteObject[] = [
      { path: '/create/step-4', element: <WizardStepForm step={4} draft={draft} updateValues={vi.fn()} onNavigate={vi.fn()} /> },
    ];
    renderRoutes(routes, '/create/step-4');

    const amount = await screen.findByRole('textbox', { name: /Total amount requested/ });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This value is not valid')).toBeInTheDocument();
  });

  it('lists the steps still to complete and keeps Publish off until they are', async () => {
    mockFetch(() => jsonResponse(404));
    const draft: Draft = { ...complete, values: { ...complete.values, email: '', cover_id: '' } };
    const routes: RouteObject[] = [
      { path: '/create/publish', element: <PublishStep draft={draft} onServerErrors={vi.fn()} onPublished={vi.fn()} onBack={vi.fn()} /> },
    ];
    renderRoutes(routes, '/create/publish');

    expect(await screen.findByRole('link', { name: 'Step 2: Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Step 6: Media' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });
});
