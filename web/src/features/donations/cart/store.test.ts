import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, cartLines, MAX_CART_LINES, mergeCarts, removeFromCart, setCartLines } from './store';

describe('the device cart', () => {
  beforeEach(() => {
    localStorage.clear();
    setCartLines([]);
  });

  it('keeps projects on the device, each once, and forgets removed ones', () => {
    addToCart({ projectId: 'p-1', amount: 10, title: 'Wells' });
    addToCart({ projectId: 'p-2', amount: 20 });
    addToCart({ projectId: 'p-1', amount: 15 });
    expect(cartLines()).toEqual([
      { projectId: 'p-1', amount: 15, title: 'Wells' },
      { projectId: 'p-2', amount: 20 },
    ]);
    expect(JSON.parse(localStorage.getItem('matchpool.cart') ?? '[]')).toHaveLength(2);
    removeFromCart('p-1');
    expect(cartLines().map((line) => line.projectId)).toEqual(['p-2']);
  });

  it('holds at most 20 projects', () => {
    for (let n = 0; n < MAX_CART_LINES + 3; n += 1) addToCart({ projectId: `p-${n}`, amount: 1 });
    expect(cartLines()).toHaveLength(MAX_CART_LINES);
  });

  it('joins the account cart with the account winning per project', () => {
    const account = [{ projectId: 'p-1', amount: 10 }];
    const device = [
      { projectId: 'p-1', amount: 99, title: 'Wells' },
      { projectId: 'p-3', amount: 30, title: 'Clinics' },
    ];
    expect(mergeCarts(account, device)).toEqual([
      { projectId: 'p-1', amount: 10, title: 'Wells' },
      { projectId: 'p-3', amount: 30, title: 'Clinics' },
    ]);
  });
});
