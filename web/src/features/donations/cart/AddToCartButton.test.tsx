import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { config } from '@/test/fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { AddToCartButton } from './AddToCartButton';
import { cartLines, setCartLines } from './store';

/** The account already holds a project chosen on another device. */
function serve(): RecordedCall[] {
  const calls: RecordedCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    if (call.path === '/config') return jsonResponse(200, config);
    if (call.path === '/me/cart/merge') {
      const sent = (call.body as { items: { project_id: string; amount: number }[] }).items;
      const items = [{ project_id: 'p-other', amount: 25, currency: 'USD' }, ...sent.map((item) => ({ ...item, currency: 'USD' }))];
      return jsonResponse(200, { items });
    }
    return jsonResponse(404, { code: 'not_found', message: 'Not found' });
  });
  return calls;
}

const render = () => renderRoutes([{ path: '/', element: <AddToCartButton projectId="p-1" title="Wells" /> }], '/');

describe('AddToCartButton', () => {
  beforeEach(() => {
    localStorage.clear();
    setCartLines([]);
  });
  afterEach(() => session.clear());

  it("joins a signed-in person's new line to the account cart instead of replacing it", async () => {
    const calls = serve();
    session.signIn();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(cartLines().map((line) => line.projectId)).toEqual(['p-other', 'p-1']));
    expect(calls.find((call) => call.path === '/me/cart/merge')?.body).toEqual({ items: [{ project_id: 'p-1', amount: 10, currency: 'USD' }] });
    expect(calls.some((call) => call.path === '/me/cart' && call.method === 'PUT')).toBe(false);
  });

  it("keeps a visitor's cart on the device", async () => {
    const calls = serve();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(cartLines().map((line) => line.projectId)).toEqual(['p-1']);
    expect(await screen.findByRole('link', { name: 'In your cart: view cart' })).toHaveAttribute('href', '/cart');
    expect(calls.some((call) => call.path.startsWith('/me/cart'))).toBe(false);
  });
});
