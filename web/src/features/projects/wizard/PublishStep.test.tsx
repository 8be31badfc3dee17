import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { project } from '@/test/projects';
import { renderRoutes } from '@/test/render';
import { newDraft, type Draft } from './draft';
import { PublishedNotice, PublishStep } from './PublishStep';
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
    session.signIn();
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

describe('publishing once', () => {
  afterEach(() => session.clear());

  const published = { id: 'p-9', title: 'Solar kiosks' };

  it.each([
    ['en', 'Publish'],
    ['ar', 'نشر'],
  ])('sends one creation however fast Publish is pressed, and keeps it off while sending (%s)', async (language, publish) => {
    session.signIn();
    let answer: (response: Response) => void = () => undefined;
    const { calls } = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onPublished = vi.fn();
    const routes: RouteObject[] = [
      { path: '/create/publish', element: <PublishStep draft={complete} onServerErrors={vi.fn()} onPublished={onPublished} onBack={vi.fn()} /> },
    ];
    renderRoutes(routes, '/create/publish', undefined, language);
    const button = await screen.findByRole('button', { name: publish });

    // Presses closer together than a render: the second comes before the button can turn off.
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(calls).not.toHaveLength(0));

    expect(calls.filter((call) => call.method === 'POST' && call.path === '/projects')).toHaveLength(1);
    expect(screen.getByRole('button', { name: publish })).toBeDisabled();
    answer(jsonResponse(201, published));
    await vi.waitFor(() => expect(onPublished).toHaveBeenCalledWith(published));
  });

  it('sends an Idempotency-Key, the same again when retrying after a failure', async () => {
    session.signIn();
    let failures = 1;
    const { calls } = mockFetch(() => (failures-- > 0 ? jsonResponse(503, { code: 'internal', error: 'busy' }) : jsonResponse(201, published)));
    const onPublished = vi.fn();
    const routes: RouteObject[] = [
      { path: '/create/publish', element: <PublishStep draft={complete} onServerErrors={vi.fn()} onPublished={onPublished} onBack={vi.fn()} /> },
    ];
    renderRoutes(routes, '/create/publish');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(onPublished).toHaveBeenCalled());

    const keys = calls.filter((call) => call.path === '/projects').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends no key when saving an edit (a PATCH is safe to repeat)', async () => {
    session.signIn();
    const { calls } = mockFetch(() => jsonResponse(200, published));
    const routes: RouteObject[] = [
      {
        path: '/create/publish',
        element: <PublishStep draft={{ ...complete, mode: 'edit', projectId: 'p-9' }} onServerErrors={vi.fn()} onPublished={vi.fn()} onBack={vi.fn()} />,
      },
    ];
    renderRoutes(routes, '/create/publish');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.headers.has('Idempotency-Key')).toBe(false);
  });
});

describe('after publishing', () => {
  const published = (status: 'ACTIVE' | 'SUBMITTED') =>
    renderRoutes([{ path: '/', element: <PublishedNotice project={{ ...project, status }} editing={false} /> }], '/');

  it('says a project in a round with approval was sent for review, not published, and what happens next', async () => {
    published('SUBMITTED');
    expect(await screen.findByRole('status')).toHaveTextContent('Your project was sent for review');
    expect(screen.getByText(/is not public yet/)).toBeInTheDocument();
    expect(screen.getByTestId('review-next')).toHaveTextContent('We will email you when they decide');
    expect(screen.queryByText(/published!/)).not.toBeInTheDocument();
    expect(screen.queryByText(/visible to everyone/)).not.toBeInTheDocument();
  });

  it('says a project of a round without approval is published', async () => {
    published('ACTIVE');
    expect(await screen.findByRole('status')).toHaveTextContent('Your project is published!');
    expect(screen.queryByTestId('review-next')).not.toBeInTheDocument();
  });
});
