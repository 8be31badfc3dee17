import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton, MenuItem } from './Menu';

describe('MenuButton', () => {
  it('opens with the keyboard, moves with the arrows and runs the chosen item', async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    render(
      <MenuButton trigger="⋮" aria-label="Comment actions">
        <MenuItem onAction={edit}>Edit</MenuItem>
        <MenuItem onAction={remove} tone="error">
          Delete
        </MenuItem>
      </MenuButton>,
    );
    const trigger = screen.getByRole('button', { name: 'Comment actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  });
});
