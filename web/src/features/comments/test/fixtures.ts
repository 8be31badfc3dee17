import type { Comment, CommentAuthor, CommentPage } from '../api/types';

export const ana: CommentAuthor = {
  id: 'u-ana',
  type: 'users',
  meta: { username: 'ana', first_name: 'Ana', last_name: 'Lopez', avatar: null },
};

export const ben: CommentAuthor = {
  id: 'u-ben',
  type: 'users',
  meta: { username: 'ben', first_name: 'Ben', last_name: 'Okafor', avatar: null },
};

/** A comment by `author` (Ana by default), posted at noon UTC on 2025-03-21. */
export function comment(id: string, fields: Partial<Comment> = {}): Comment {
  const author = fields.identity ?? ana;
  return {
    id,
    project_id: 'p-1',
    identity_id: author.id,
    parent_id: null,
    media_id: null,
    content: `Comment ${id}`,
    identity: author,
    children_count: fields.children?.length ?? 0,
    children: [],
    likes: 0,
    identity_liked: false,
    reactions: [],
    identity_reaction: '',
    created_at: '2025-03-21T12:00:00Z',
    updated_at: '2025-03-21T12:00:00Z',
    ...fields,
  };
}

export function page(results: Comment[], total: number, pageNumber = 1, limit = 5): CommentPage {
  return { results, total, page: pageNumber, limit };
}
