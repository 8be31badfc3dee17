import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './Button';
import { LinkButton } from './LinkButton';

describe('Button', () => {
  it('answers a click, Enter and Space, with its look as classes', async () => {
    const onPress = vi.fn();
    render(
      <Button variant="contained" onPress={onPress}>
        Vote
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Vote' });
    expect(button).toHaveClass('mp-button', 'mp-button-contained');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('does nothing while disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Vote
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(screen.getByRole('button', { name: 'Vote' })).toBeDisabled();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('names an icon button by its label', () => {
    render(
      <IconButton aria-label="Close">
        <svg aria-hidden="true" />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('mp-icon-button');
  });

  it('draws a link as a button, and follows it with the router', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <LinkButton to="/cart" variant="outlined">Cart</LinkButton> },
        { path: '/cart', element: <p>The cart</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveClass('mp-button', 'mp-button-outlined');
    await userEvent.click(link);
    expect(await screen.findByText('The cart')).toBeInTheDocument();
  });
});
