import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert';
import { FileDrop } from './FileDrop';
import { NativeSelect } from './NativeSelect';
import { TextField } from './TextField';

describe('refs', () => {
  it('Alert gives its element', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Alert ref={ref} severity="error">
        The card was declined.
      </Alert>,
    );
    expect(ref.current).toBe(screen.getByRole('alert'));
  });

  it('FileDrop gives its drop area', () => {
    const ref = createRef<HTMLDivElement>();
    render(<FileDrop ref={ref} label="Drop an image here" buttonLabel="Choose a file" onFiles={() => undefined} />);
    expect(ref.current).toHaveClass('mp-file-drop');
    expect(ref.current).toContainElement(screen.getByRole('button', { name: 'Choose a file' }));
  });
});

describe('TextField input attributes', () => {
  it('puts the autofill, keyboard and form attributes on the input, and inputProps too', () => {
    render(
      <TextField
        label="Amount"
        name="amount"
        autoComplete="transaction-amount"
        inputMode="numeric"
        enterKeyHint="done"
        maxLength={9}
        inputProps={{ dir: 'ltr', autoCapitalize: 'off', 'data-testid': 'amount-input' }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('name', 'amount');
    expect(input).toHaveAttribute('autocomplete', 'transaction-amount');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('enterkeyhint', 'done');
    expect(input).toHaveAttribute('maxlength', '9');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('autocapitalize', 'off');
    expect(screen.getByTestId('amount-input')).toBe(input);
  });
});

describe('NativeSelect', () => {
  it('is a labelled combobox with its hint, then its error', async () => {
    const { rerender } = render(
      <NativeSelect label="Test card" description="No real card is charged." defaultValue="tok_visa">
        <option value="tok_visa">Visa</option>
        <option value="tok_declined">Declined</option>
      </NativeSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Test card' });
    expect(select).toHaveAccessibleDescription('No real card is charged.');
    await userEvent.selectOptions(select, 'tok_declined');
    expect(select).toHaveValue('tok_declined');
    rerender(
      <NativeSelect label="Test card" description="No real card is charged." errorMessage="Choose a card.">
        <option value="tok_visa">Visa</option>
      </NativeSelect>,
    );
    expect(screen.getByRole('combobox', { name: 'Test card' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Test card' })).toHaveAccessibleDescription('Choose a card.');
  });
});
