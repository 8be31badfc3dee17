import { useSyncExternalStore } from 'react';

/** One line of the cart: a project and the whole US dollars the person means to give it. */
export interface CartLine {
  projectId: string;
  amount: number;
  /** The project's title when it was added (the cart page shows it before the project loads). */
  title?: string;
}

/** The most projects one cart holds (the server's `checkout::MAX_ITEMS`). */
export const MAX_CART_LINES = 20;
const KEY = 'matchpool.cart';
const listeners = new Set<() => void>();
let lines: CartLine[] = read();

function valid(line: unknown): line is CartLine {
  const l = line as CartLine;
  return typeof l?.projectId === 'string' && Number.isInteger(l.amount) && l.amount > 0;
}

function read(): CartLine[] {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter(valid).slice(0, MAX_CART_LINES) : [];
  } catch {
    return [];
  }
}

/** The cart on this device (a visitor's, or a copy of the signed-in person's account cart). */
export function cartLines(): CartLine[] {
  return lines;
}

export function setCartLines(next: CartLine[]) {
  lines = next.slice(0, MAX_CART_LINES);
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(lines));
  } catch {
    // Private browsing without storage: the cart lives for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) {
      lines = read();
      listener();
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Adds a project (or sets its amount when it is there already). */
export function addToCart(line: CartLine) {
  const others = lines.filter((l) => l.projectId !== line.projectId);
  const at = lines.findIndex((l) => l.projectId === line.projectId);
  if (at >= 0) setCartLines(lines.map((l) => (l.projectId === line.projectId ? { ...l, ...line } : l)));
  else if (others.length < MAX_CART_LINES) setCartLines([...lines, line]);
}

export function removeFromCart(projectId: string) {
  setCartLines(lines.filter((l) => l.projectId !== projectId));
}

/**
 * The cart after signing in on a device that kept a visitor's cart, as the server merges it
 * (`POST /me/cart/merge`): the account's amount wins for a project in both, the device's other
 * projects follow, at most 20.
 */
export function mergeCarts(account: CartLine[], device: CartLine[]): CartLine[] {
  const merged: CartLine[] = account.map((line) => ({ ...line, title: line.title ?? device.find((d) => d.projectId === line.projectId)?.title }));
  for (const line of device) {
    if (!merged.some((m) => m.projectId === line.projectId)) merged.push(line);
  }
  return merged.slice(0, MAX_CART_LINES);
}

export function useCartLines(): CartLine[] {
  return useSyncExternalStore(subscribe, cartLines, cartLines);
}

/** How many projects are in the cart (the header's badge). */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, () => lines.length, () => lines.length);
}
