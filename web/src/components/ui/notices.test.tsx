import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/test/render';
import { Alert } from './Alert';
import { Breadcrumbs } from './Breadcrumbs';
import { ScrollRegion, Table } from './Table';
import { ToastRegion } from './Toast';
import type { ToastMessage } from './toasts';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

describe('Alert', () => {
  it('is an alert with its severity, its text and an action', () => {
    render(
      <Alert severity="warning" title="Voting is closed" action={<button type="button">Results</button>}>
        The round ended yesterday.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('mp-alert-warning');
    expect(alert).toHaveTextContent('Voting is closedThe round ended yesterday.');
    expect(within(alert).getByRole('button', { name: 'Results' })).toBeInTheDocument();
    expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can be a polite status instead', () => {
    render(<Alert severity="info" role="status">Saved</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});

describe('Breadcrumbs', () => {
  it('is a named trail of links ending on the current page', () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <Breadcrumbs label="Breadcrumb" crumbs={[{ label: 'Home', to: '/home' }, { label: 'Projects', to: '/projects' }, { label: 'Clean water' }]} /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(within(nav).getByText('Clean water')).toHaveAttribute('aria-current', 'page');
  });
});

describe('ScrollRegion and Table', () => {
  it('makes a wide table reachable by keyboard, under a name', () => {
    render(
      <ScrollRegion label="Results">
        <Table>
          <tbody>
            <tr>
              <th scope="row">A</th>
              <td>1</td>
            </tr>
          </tbody>
        </Table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Results' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('rowheader', { name: 'A' })).toBeInTheDocument();
  });
});

describe('ToastRegion', () => {
  it('shows a queued toast in a landmark, with a translated close button', async () => {
    const queue = new ToastQueue<ToastMessage>();
    render(
      <Providers language="fr">
        <ToastRegion queue={queue} />
      </Providers>,
    );
    act(() => {
      queue.add({ text: 'Don enregistré', severity: 'success' });
    });
    const region = await screen.findByRole('region');
    expect(within(region).getByText('Don enregistré')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
