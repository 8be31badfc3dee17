import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { Radio, RadioGroup } from './Radio';
import './choice.css';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('card');
  return (
    <RadioGroup
      label="Pay with"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    >
      <Radio value="card">Card</Radio>
      <Radio value="ada">ADA</Radio>
      <Radio value="bank" isDisabled>
        Bank
      </Radio>
    </RadioGroup>
  );
}

describe('Radio', () => {
  it('is a native radio laid over the whole choice, not a clipped one only its label reaches', () => {
    render(<Harness onChange={vi.fn()} />);
    const radio = screen.getByRole('radio', { name: 'ADA' });
    // Its own box: the whole choice (choice.css), with no clipping wrapper in between.
    expect(radio).toHaveClass('mp-choice-input');
    expect(radio.parentElement).toHaveClass('mp-choice');
    expect(radio.parentElement?.tagName).toBe('LABEL');
    expect(radio.closest('[style]')).toBeNull();
  });

  it('is chosen by a click on the input itself or on its label', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    // A click on the radio (what a pointer over the dot, or Playwright's check(), does).
    await userEvent.click(screen.getByRole('radio', { name: 'ADA' }));
    expect(onChange).toHaveBeenLastCalledWith('ada');
    expect(screen.getByRole('radio', { name: 'ADA' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ADA' }).parentElement).toHaveAttribute('data-selected', 'true');
    // A click on its text.
    await userEvent.click(screen.getByText('Card'));
    expect(onChange).toHaveBeenLastCalledWith('card');
  });

  it('is one tab stop whose arrows move the choice, past a disabled one', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    // One tab stop, the arrows move the choice; the disabled one is skipped.
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Card' }).parentElement).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('ada');
    expect(screen.getByRole('radio', { name: 'ADA' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Bank' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bank' })).toBeDisabled();
  });

  it('answers a change event on its input (a click that lands anywhere on the choice)', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'ADA' }));
    expect(onChange).toHaveBeenCalledWith('ada');
  });
});

describe('Checkbox', () => {
  it('is a native checkbox over the whole control: a click on it, on its label, or Space toggles it', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Hide my name</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Hide my name' });
    expect(box).toHaveClass('mp-choice-input');
    expect(box.closest('[style]')).toBeNull();
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
    expect(box.parentElement).toHaveAttribute('data-selected', 'true');
    await userEvent.click(screen.getByText('Hide my name'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toHaveFocus();
  });

  it('follows a controlled value and can be disabled', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Checkbox isSelected onChange={onChange} isDisabled>
        Hide my name
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Hide my name' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
    rerender(
      <Checkbox isSelected={false} onChange={onChange}>
        Hide my name
      </Checkbox>,
    );
    expect(screen.getByRole('checkbox', { name: 'Hide my name' })).not.toBeChecked();
  });
});
