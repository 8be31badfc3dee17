import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/test/render';
import { ConfirmationDialog } from './ConfirmationDialog';

describe('ConfirmationDialog', () => {
  it('splits the message on line breaks and closes with "Close" by default', async () => {
    const onClose = vi.fn();
    render(
      <Providers>
        <ConfirmationDialog open title="Vote recorded" message={'Thank you.\nYour vote counts.'} onClose={onClose} />
      </Providers>,
    );

    const dialog = screen.getByRole('dialog', { name: 'Vote recorded' });
    expect(within(dialog).getByText('Thank you.')).toBeInTheDocument();
    expect(within(dialog).getByText('Your vote counts.')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers the submit button only when asked', async () => {
    const onSubmit = vi.fn();
    render(
      <Providers>
        <ConfirmationDialog open title="Verify first" submitLabel="Verify" onSubmit={onSubmit} onClose={vi.fn()} />
      </Providers>,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
