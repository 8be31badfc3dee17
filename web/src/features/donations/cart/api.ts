import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema';
import type { CartLine } from './store';

type Schemas = components['schemas'];

export type CheckoutAnswer = Schemas['CheckoutAnswer'];

type CartView = Schemas['CartView'];

/** The cart as the API's items: whole US dollars per project. */
export const cartItems = (lines: CartLine[]) => lines.map((line) => ({ project_id: line.projectId, amount: line.amount, currency: 'USD' }));

function lines(view: CartView, titles: CartLine[]): CartLine[] {
  return view.items.map((item) => ({
    projectId: item.project_id,
    amount: item.amount,
    title: titles.find((line) => line.projectId === item.project_id)?.title,
  }));
}

/** PUT /me/cart: the signed-in person's cart becomes `cart`. */
export async function saveCart(cart: CartLine[]): Promise<CartLine[]> {
  return lines(await api.put('/me/cart', { body: { items: cartItems(cart) } }), cart);
}

/** POST /me/cart/merge: this device's cart joins the account's (the account wins per project). */
export async function mergeCart(device: CartLine[]): Promise<CartLine[]> {
  return lines(await api.post('/me/cart/merge', { body: { items: cartItems(device) } }), device);
}

/** POST /checkouts: the whole cart paid by card in one payment. */
export function checkoutByCard(cart: CartLine[], cardToken: string, idempotencyKey: string, anonymous = false) {
  const body = { payment_type: 'FIAT', currency: 'USD', card_token: cardToken, anonymous, items: cartItems(cart) };
  return api.post('/checkouts', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body });
}

/** PUT /checkouts/{id}/confirm after 3-D Secure. */
export function confirmCheckout(id: string, paymentIntentId: string) {
  return api.put('/checkouts/{id}/confirm', { params: { path: { id } }, body: { payment_intent_id: paymentIntentId } });
}

/** POST /checkouts/{id}/cancel: the person gave up the bank's check, or declined to sign in the wallet. */
export function cancelCheckout(id: string) {
  return api.post('/checkouts/{id}/cancel', { params: { path: { id } } });
}

export interface ProjectSummary {
  id: string;
  title: string;
  /** Where ADA for it goes; without it (and without a platform payout address) it takes no ADA. */
  wallet_address?: string | null;
}

/** A project of the cart that cannot receive ADA (`checkout.no_wallet`'s `details.projects`). */
export interface WalletlessProject {
  id: string;
  title: string;
}

/** The projects a `checkout.no_wallet` refusal names, or null for any other failure. */
export function walletlessProjects(error: unknown): WalletlessProject[] | null {
  if (!isApiError(error) || error.code !== 'checkout.no_wallet') return null;
  const projects = (error.details as { projects?: unknown } | undefined)?.projects;
  if (!Array.isArray(projects)) return [];
  return projects.filter((p: unknown): p is WalletlessProject => {
    const project = p as Partial<WalletlessProject> | null;
    return typeof project?.id === 'string' && typeof project.title === 'string';
  });
}

/** The title of a project in the cart (GET /projects/{id}). */
export function projectSummary(id: string) {
  return api.get('/projects/{id}', { params: { path: { id } } });
}

export type CartEstimate = Schemas['CartEstimateView'];

/** POST /checkouts/estimate: the match the whole cart adds, all gifts together. */
export function estimateCart(cart: CartLine[]) {
  return api.post('/checkouts/estimate', { body: { items: cartItems(cart) } });
}
