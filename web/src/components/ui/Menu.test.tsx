import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton, MenuItem, MenuPopover, MenuSection, MenuSeparator } from './Menu';

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

/** A plain button opening a MenuPopover, as the header's menus do. */
function HeaderLikeMenu({ onSwitch, onLogOut }: { onSwitch: (name: string) => void; onLogOut: () => void }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" ref={triggerRef} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(true)}>
        Account
      </button>
      <MenuPopover triggerRef={triggerRef} isOpen={open} onOpenChange={setOpen} aria-label="Your account" header={<p>Acting as Amina</p>}>
        <MenuSection title="Switch to">
          <MenuItem textValue="Fix It Collective" description="Organization" onAction={() => onSwitch('Fix It Collective')}>
            Fix It Collective
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem onAction={onLogOut}>Log out</MenuItem>
      </MenuPopover>
    </>
  );
}

describe('MenuPopover', () => {
  it('opens under its own button on the first item, with a named group, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<HeaderLikeMenu onSwitch={vi.fn()} onLogOut={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Account' });

    await user.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Your account' });
    expect(screen.getByText('Acting as Amina')).toBeInTheDocument();
    expect(within(menu).queryByText('Acting as Amina')).not.toBeInTheDocument();
    const group = within(menu).getByRole('group', { name: 'Switch to' });
    const organization = within(group).getByRole('menuitem', { name: 'Fix It Collective' });
    expect(organization).toHaveAccessibleDescription('Organization');
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await waitFor(() => expect(organization).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    // React Aria gives focus back on the frame after the menu leaves.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('runs the chosen item and closes', async () => {
    const user = userEvent.setup();
    const onSwitch = vi.fn();
    const onLogOut = vi.fn();
    render(<HeaderLikeMenu onSwitch={onSwitch} onLogOut={onLogOut} />);

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(onLogOut).toHaveBeenCalledTimes(1);
    expect(onSwitch).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
  });
});
