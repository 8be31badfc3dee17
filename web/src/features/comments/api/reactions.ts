import { api } from '@/lib/api/client';

const path = (id: string, what: 'likes' | 'reactions') => `/projects/comments/${encodeURIComponent(id)}/${what}`;

/** POST or DELETE /projects/comments/{id}/likes (both idempotent). */
export function setLike(id: string, liked: boolean): Promise<unknown> {
  return liked ? api.post(path(id, 'likes'), {}) : api.delete(path(id, 'likes'));
}

/**
 * POST /projects/comments/{id}/reactions (a new reaction replaces the identity's previous one),
 * or DELETE it when `reaction` is `''`.
 */
export function setReaction(id: string, reaction: string): Promise<unknown> {
  return reaction ? api.post(path(id, 'reactions'), { reaction }) : api.delete(path(id, 'reactions'));
}
