import { api } from '@/lib/api/client';

const comment = (id: string) => ({ params: { path: { id } } });

/** POST or DELETE /projects/comments/{id}/likes (both idempotent). */
export function setLike(id: string, liked: boolean): Promise<unknown> {
  return liked
    ? api.post('/projects/comments/{id}/likes', comment(id))
    : api.delete('/projects/comments/{id}/likes', comment(id));
}

/**
 * POST /projects/comments/{id}/reactions (a new reaction replaces the identity's previous one),
 * or DELETE it when `reaction` is `''`.
 */
export function setReaction(id: string, reaction: string): Promise<unknown> {
  return reaction
    ? api.post('/projects/comments/{id}/reactions', { ...comment(id), body: { reaction } })
    : api.delete('/projects/comments/{id}/reactions', comment(id));
}
