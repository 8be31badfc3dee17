import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers, renderRoutes } from '@/test/render';
import type { AccountType } from '../hooks/useIntroSearch';
import { AccountTypeChooser } from './AccountTypeChooser';
import { LoginForm } from './LoginForm';

function Chooser() {
  const [type, setType] = useState<AccountType>('individual');
  return (
    <>
      <h2 id="account-type-title">Choose</h2>
      <AccountTypeChooser value={type} onChange={setType} />
    </>
  );
}

describe('the account type chooser', () => {
  it('is a radio group named by its heading, one tab stop, arrow keys move the choice', async () => {
    render(
      <Providers>
        <Chooser />
      </Providers>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('radiogroup', { name: 'Choose' })).toBeInTheDocument();
    const individual = screen.getByRole('radio', { name: /Individual/ });
    const organization = screen.getByRole('radio', { name: /Organization/ });
    expect(individual).toBeChecked();

    await user.tab();
    expect(individual).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(organization).toBeChecked();
    expect(organization).toHaveFocus();
    expect(individual).not.toBeChecked();

    await user.click(screen.getByText('Individual'));
    expect(individual).toBeChecked();
  });
});

describe('the password field', () => {
  it('shows and hides the password with a labelled toggle button, from the keyboard', async () => {
    renderRoutes([{ path: '/intro', element: <LoginForm onSignedIn={vi.fn()} /> }], '/intro');
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    act(() => show.focus());
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks empty required fields invalid on submit and focuses the first', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    renderRoutes([{ path: '/intro', element: <LoginForm onSignedIn={vi.fn()} /> }], '/intro');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText(/^Email/);
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(calls).toHaveLength(0);
  });
});
