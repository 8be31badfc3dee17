import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { config, round } from '@/test/fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { project } from '@/test/projects';
import { renderRoutes } from '@/test/render';
import { CreateOrganizationPage } from '../routes/CreateOrganizationPage';
import { ProjectPage } from '../routes/ProjectPage';
import { RootLayout } from './RootLayout';

const person = {
  id: 'person-1',
  type: 'users',
  current: true,
  meta: { username: 'amina', first_name: 'Amina', last_name: 'Haddad', avatar: null, email: 'a@example.org', identity_verified_at: null, impact_points: 0 },
};
const organization = {
  id: 'org-9',
  type: 'organizations',
  current: false,
  meta: { shortname: 'fixit', name: 'Fix It Collective', logo: null, email: 'f@example.org', verified: true, status: 'ACTIVE' },
};

function server(extra: (call: RecordedCall) => Response | null = () => null) {
  return mockFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/config') return jsonResponse(200, config);
    if (call.path === '/rounds') return jsonResponse(200, round);
    return jsonResponse(404, { code: 'not_found' });
  });
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { path: 'home', element: <p>home page</p> },
      { path: 'intro', element: <p>intro page</p> },
      { path: 'projects', element: <p>projects page</p> },
      { path: 'projects/:id', element: <ProjectPage /> },
      { path: 'dashboard/:identityId', element: <p>dashboard page</p> },
      { path: 'organizations/new', element: <CreateOrganizationPage /> },
    ],
  },
];

const text = {
  en: { name: /Organization name/, shortname: /Short name/, email: /Contact email/, create: 'Create organization', created: 'Fix It Collective has been created. You are now acting as this organization.', remove: 'Remove project', confirm: 'Remove for good', removed: '“Repair cafés” has been removed.', expired: 'Your session has expired, please sign in again.', signIn: 'Sign in', close: 'Close' },
  ar: { name: /اسم المنظمة/, shortname: /الاسم المختصر/, email: /البريد الإلكتروني للتواصل/, create: 'إنشاء المنظمة', created: 'تم إنشاء Fix It Collective. أنت الآن تتصرف باسم هذه المنظمة.', remove: 'إزالة المشروع', confirm: 'إزالة نهائيًا', removed: 'تمت إزالة «Repair cafés».', expired: 'انتهت صلاحية جلستك، يُرجى تسجيل الدخول مرة أخرى.', signIn: 'تسجيل الدخول', close: 'إغلاق' },
};

beforeAll(() => import('./Notices'), 60_000);

describe.each(['en', 'ar'] as const)('confirmations (%s)', (language) => {
  const words = text[language];

  it('confirms a new organization on the page the form leads to', async () => {
    session.signIn();
    let created = false;
    server((call) => {
      if (call.path === '/identities') return jsonResponse(200, { identities: created ? [person, organization] : [person] });
      if (call.path === '/organizations' && call.method === 'POST') {
        created = true;
        return jsonResponse(201, { id: organization.id, shortname: 'fixit', name: 'Fix It Collective', email: 'f@example.org', website: null, description: null, verified: false, status: 'NOT_ACTIVE' });
      }
      return null;
    });
    const { router } = renderRoutes(routes, '/organizations/new', undefined, language);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(words.name), 'Fix It Collective');
    await user.type(screen.getByLabelText(words.shortname), 'fixit');
    const email = screen.getByLabelText(words.email);
    await user.clear(email);
    await user.type(email, 'f@example.org');
    await user.click(screen.getByRole('button', { name: words.create }));

    expect(await screen.findByText(words.created)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('confirms a removed project on the page it leads to', async () => {
    session.signIn();
    session.setCurrentIdentity(organization.id);
    const submission = { ...project, identity: { ...project.identity, id: organization.id }, round: { ...project.round, phase: 'submission', submission_start_at: '2020-01-01T00:00:00Z', submission_end_at: '2999-01-01T00:00:00Z', voting_start_at: '2999-02-01T00:00:00Z', voting_end_at: '2999-03-01T00:00:00Z' } };
    server((call) => {
      if (call.path === '/identities') return jsonResponse(200, { identities: [{ ...person, current: false }, { ...organization, current: true }] });
      if (call.path === '/projects/p-1' && call.method === 'DELETE') return jsonResponse(204);
      if (call.path === '/projects/p-1') return jsonResponse(200, submission);
      if (call.path.startsWith('/projects/p-1/')) return jsonResponse(200, { results: [], total: 0, page: 1, limit: 10, items: [] });
      return null;
    });
    const { router } = renderRoutes(routes, '/projects/p-1', undefined, language);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: words.remove }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: words.confirm }));

    expect(await screen.findByText(words.removed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/org-9');
  });

  it('says the session has expired when it cannot be renewed, with a way to sign in again', async () => {
    session.signIn();
    server((call) => (call.path === '/identities' || call.path === '/auth/refresh' ? jsonResponse(401, { code: 'auth.invalid_token', error: 'expired' }) : null));
    renderRoutes(routes, '/projects', undefined, language);

    // A toast of the kit: announced (its text is an alert), in the notifications landmark.
    const notice = await screen.findByRole('alertdialog', { name: words.expired });
    expect(within(notice).getByRole('alert')).toHaveTextContent(words.expired);
    expect(within(notice).getByRole('link', { name: words.signIn })).toHaveAttribute('href', '/intro?next=%2Fprojects');
    expect(session.get().signedIn).toBe(false);

    // Closed by the person: it stays closed.
    await userEvent.click(within(notice).getByRole('button', { name: words.close }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(session.get().expired).toBeFalsy();
  });
});

describe('the expired-session notice', () => {
  it('stays the same notice, announced once, while the person moves to other pages', async () => {
    session.signIn();
    server((call) => (call.path === '/identities' || call.path === '/auth/refresh' ? jsonResponse(401, { code: 'auth.invalid_token', error: 'expired' }) : null));
    const { router } = renderRoutes(routes, '/projects');
    const notice = await screen.findByRole('alertdialog', { name: text.en.expired });

    await router.navigate('/home');
    await screen.findByText('home page');
    await router.navigate('/projects');
    await screen.findByText('projects page');

    // The very element first shown: not closed and shown anew (which a screen reader announces).
    expect(screen.getAllByRole('alertdialog')).toEqual([notice]);
    expect(within(notice).getByRole('link', { name: text.en.signIn })).toHaveAttribute('href', '/intro?next=%2Fprojects');
  });


  it('is not shown after signing out on purpose', async () => {
    session.signIn();
    server((call) => (call.path === '/identities' ? jsonResponse(200, { identities: [person] }) : null));
    renderRoutes(routes, '/projects');
    await screen.findByText('projects page');

    session.clear();

    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText(text.en.expired)).not.toBeInTheDocument();
  });
});
