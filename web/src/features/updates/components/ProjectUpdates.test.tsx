import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { renderRoutes } from '@/test/render';
import type { ProjectUpdate } from '../api/types';
import { ProjectUpdates } from './ProjectUpdates';
import { Unsubscribe } from './Unsubscribe';

const org = { id: 'org-1', type: 'organizations', current: true, meta: { name: 'Green Earth', shortname: 'green-earth', email: 'team@example.org' } };

function update(n: number, fields: Partial<ProjectUpdate> = {}): ProjectUpdate {
  const at = new Date(Date.UTC(2025, 2, n)).toISOString();
  return {
    id: `u${n}`,
    project_id: 'p-1',
    organization_id: 'org-1',
    title: `Update ${n}`,
    body: 'Plain text',
    media_id: null,
    media: null,
    hidden: false,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/** The updates API of one project in memory; newest first like the server. */
function serve(updates: ProjectUpdate[], rights: { can_write: boolean; can_moderate: boolean }) {
  return mockFetch((call: RecordedCall) => {
    if (call.path === '/identities') return jsonResponse(200, { identities: rights.can_write ? [org] : [] });
    if (call.method === 'GET' && call.path === '/projects/p-1/updates') {
      const results = [...updates].reverse();
      return jsonResponse(200, { results, total: results.length, page: 1, limit: 5, ...rights });
    }
    if (call.method === 'POST' && call.path === '/projects/p-1/updates') {
      const body = call.body as { title: string; body: string };
      const created = update(updates.length + 1, body);
      updates.push(created);
      return jsonResponse(201, created);
    }
    return jsonResponse(404, { error: 'Not found', code: 'not_found', message: 'Not found' });
  });
}

describe('ProjectUpdates', { timeout: 30_000 }, () => {
  afterEach(() => session.clear());

  it('shows updates newest first with their Markdown rendered', async () => {
    serve([update(1, { body: 'We dug **one** well\n\n- a pump next' }), update(2)], { can_write: false, can_moderate: false });
    renderRoutes([{ path: '/p', element: <ProjectUpdates projectId="p-1" /> }], '/p');
    const articles = await screen.findAllByTestId('project-update');
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual(['Update 2', 'Update 1']);
    const older = within(articles.at(1) ?? document.body);
    expect(older.getByText('one').tagName).toBe('STRONG');
    expect(older.getByRole('listitem')).toHaveTextContent('a pump next');
    expect(screen.queryByRole('button', { name: 'Post an update' })).toBeNull();
  });

  it('lets the organization post an update after the form checks it', async () => {
    session.signIn();
    const { calls } = serve([], { can_write: true, can_moderate: false });
    renderRoutes([{ path: '/p', element: <ProjectUpdates projectId="p-1" /> }], '/p');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Post an update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post an update' });
    await user.click(within(dialog).getByRole('button', { name: 'Post update' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'First well');
    await user.type(within(dialog).getByRole('textbox', { name: 'Update' }), 'It works');
    await user.click(within(dialog).getByRole('button', { name: 'Post update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'First well', body: 'It works' });
    expect(await screen.findByRole('heading', { name: 'First well' })).toBeInTheDocument();
  });
});

describe('UpdateActions', () => {
  it('opens an update’s menu with the keyboard and hides it for an operator', async () => {
    const { calls } = mockFetch((call: RecordedCall) => {
      if (call.method === 'GET' && call.path === '/projects/p-1/updates') {
        return jsonResponse(200, { results: [update(1)], total: 1, page: 1, limit: 5, can_write: false, can_moderate: true });
      }
      if (call.path === '/admin/updates/u1') return jsonResponse(200, update(1, { hidden: true }));
      return jsonResponse(404, { error: 'Not found', code: 'not_found', message: 'Not found' });
    });
    renderRoutes([{ path: '/p', element: <ProjectUpdates projectId="p-1" /> }], '/p');
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'Actions for “Update 1”' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Hide']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Hide' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual(['/admin/updates/u1']));
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe('Unsubscribe', () => {
  it('asks first, then stops the project’s updates with the token', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { scope: 'project', project_id: 'p-1', project_title: 'Wells' }));
    renderRoutes([{ path: '/u', element: <Unsubscribe token="tok.en" /> }], '/u');
    const user = userEvent.setup();
    expect(calls).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Stop updates from this project' }));
    expect(await screen.findByText('You will no longer receive updates from Wells.')).toBeInTheDocument();
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/unsubscribe');
    expect(call?.query.get('token')).toBe('tok.en');
    expect(call?.query.get('all')).toBeNull();
    expect(call?.body).toBe('List-Unsubscribe=One-Click');
  });
});
