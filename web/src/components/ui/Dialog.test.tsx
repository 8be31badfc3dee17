import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete project</Button>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title="Delete this project?"
        actions={
          <>
            <Button onPress={() => setOpen(false)}>Keep</Button>
            <Button variant="contained" tone="error" onPress={() => setOpen(false)}>
              Delete
            </Button>
          </>
        }
      >
        <p>It cannot be undone.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, takes focus, closes on Escape and gives focus back', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete project' });
    await userEvent.click(opener);

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this project?' });
    expect(dialog).toHaveTextContent('It cannot be undone.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps Tab inside while open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    const dialog = await screen.findByRole('alertdialog');
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
