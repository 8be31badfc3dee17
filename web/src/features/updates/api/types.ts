import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** GET /projects/{id}/updates: one update (Markdown body, optional image, hidden for moderators). */
export type ProjectUpdate = Schemas['UpdateView'];
/** A page of updates, with what the caller may do. */
export type UpdatePage = Schemas['UpdatePage'];
/** POST /unsubscribe: what was stopped. */
export type Unsubscribed = Schemas['UnsubscribeView'];
