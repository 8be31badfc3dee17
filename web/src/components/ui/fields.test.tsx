import { CalendarDate } from '@internationalized/date';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { DatePicker } from './DatePicker';
import { FileDrop } from './FileDrop';
import { Radio, RadioGroup } from './Radio';
import { Select } from './Select';
import { TextField } from './TextField';

describe('TextField', () => {
  it('ties its label, hint and error to the input', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<TextField label="Email" description="We never share it." onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    await userEvent.type(input, 'a@b');
    expect(onChange).toHaveBeenLastCalledWith('a@b');

    rerender(<TextField label="Email" description="We never share it." errorMessage="Enter a valid email address." onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter a valid email address.');
  });
});

describe('Select', () => {
  function Harness({ onChange }: { onChange: (value: string) => void }) {
    const [value, setValue] = useState<string | null>('usd');
    return (
      <Select
        label="Currency"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        options={[
          { id: 'usd', label: 'US dollar' },
          { id: 'ada', label: 'ADA' },
        ]}
      />
    );
  }

  it('opens a listbox from the keyboard and picks with the arrows', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Currency/ });
    expect(trigger).toHaveTextContent('US dollar');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'US dollar' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('ada');
    expect(screen.getByRole('button', { name: /Currency/ })).toHaveTextContent('ADA');
  });
});

describe('Checkbox and RadioGroup', () => {
  it('toggles a checkbox with Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Hide my name</Checkbox>);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Hide my name' })).toBeChecked();
  });

  it('moves the choice of a radio group with the arrows', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup label="Pay with" value="card" onChange={onChange}>
        <Radio value="card">Card</Radio>
        <Radio value="ada">ADA</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Pay with' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledWith('ada');
  });
});

describe('DatePicker', () => {
  it('edits each part of the date with the keyboard', async () => {
    const onChange = vi.fn();
    render(
      <I18nProvider locale="en-GB">
        <DatePicker label="Voting opens" defaultValue={new CalendarDate(2026, 12, 1)} onChange={onChange} />
      </I18nProvider>,
    );
    const day = screen.getByRole('spinbutton', { name: /day/i });
    expect(day).toHaveAttribute('aria-valuenow', '1');
    day.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 2));
  });

  it('follows the locale: Arabic digits in an Arabic calendar field', () => {
    render(
      <I18nProvider locale="ar-EG">
        <DatePicker label="يبدأ التصويت" defaultValue={new CalendarDate(2026, 12, 1)} />
      </I18nProvider>,
    );
    expect(screen.getByRole('group', { name: 'يبدأ التصويت' })).toBeInTheDocument();
    expect(screen.getAllByRole('spinbutton').map((segment) => segment.textContent).join(' ')).toMatch(/[٠-٩]/);
  });
});

describe('FileDrop', () => {
  it('gives the chosen files, from a button the keyboard reaches', async () => {
    const onFiles = vi.fn();
    render(<FileDrop label="Drop an image here" buttonLabel="Choose a file" acceptedFileTypes={['image/png']} onFiles={onFiles} />);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/png');
    const file = new File(['x'], 'cover.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onFiles).toHaveBeenCalledWith([file]);
  });
});
