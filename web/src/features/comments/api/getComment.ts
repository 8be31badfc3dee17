import { api } from '@/lib/api/client';
import type { Comment } from './types';

/** GET /projects/comments/{id}: one comment with its counts as the caller sees them. */
export function getComment(id: string): Promise<Comment> {
  return api.get('/projects/comments/{id}', { params: { path: { id } } });
}
