import type { InfiniteData } from '@tanstack/react-query';
import type { Comment, CommentPage } from '../api/types';

/** The loaded pages of a project's comments, as the infinite query keeps them. */
export type CommentPages = InfiniteData<CommentPage, number>;

/**
 * The top-level comments of the loaded pages, in order and each once: a comment posted after
 * page 1 was loaded shifts the later pages, so page 2 can repeat the last comment of page 1.
 */
export function loadedComments(data: CommentPages | undefined): Comment[] {
  const seen = new Set<string>();
  const out: Comment[] = [];
  for (const page of data?.pages ?? []) {
    for (const comment of page.results) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      out.push(comment);
    }
  }
  return out;
}

/** The number of top-level comments, from the most recently loaded page. */
export function commentTotal(data: CommentPages | undefined): number {
  return data?.pages.at(-1)?.total ?? 0;
}

/** The page after `last`, or undefined when every top-level comment is loaded. */
export function nextPage(last: CommentPage): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

function mapComments(data: CommentPages, map: (comments: Comment[], pageIndex: number) => Comment[], totalDelta = 0): CommentPages {
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      results: map(page.results, index),
      total: Math.max(0, page.total + totalDelta),
    })),
  };
}

/** Applies `change` to the comment or reply `id`, wherever it is. */
export function updateComment(data: CommentPages, id: string, change: (comment: Comment) => Comment): CommentPages {
  return mapComments(data, (comments) =>
    comments.map((comment) => {
      if (comment.id === id) return change(comment);
      if (!comment.children.some((reply) => reply.id === id)) return comment;
      return { ...comment, children: comment.children.map((reply) => (reply.id === id ? change(reply) : reply)) };
    }),
  );
}

/** Adds a new comment at the top of the first page, or a new reply at the end of its thread. */
export function insertComment(data: CommentPages, added: Comment): CommentPages {
  if (added.parent_id) {
    return updateComment(data, added.parent_id, (parent) =>
      parent.children.some((reply) => reply.id === added.id)
        ? parent
        : { ...parent, children: [...parent.children, added], children_count: parent.children_count + 1 },
    );
  }
  if (loadedComments(data).some((comment) => comment.id === added.id)) return data;
  return mapComments(data, (comments, index) => (index === 0 ? [added, ...comments] : comments), 1);
}

/** Takes a comment (with its replies) or a reply out of the loaded pages. */
export function removeComment(data: CommentPages, id: string): CommentPages {
  const topLevel = loadedComments(data).some((comment) => comment.id === id);
  if (topLevel) return mapComments(data, (comments) => comments.filter((comment) => comment.id !== id), -1);
  return mapComments(data, (comments) =>
    comments.map((comment) =>
      comment.children.some((reply) => reply.id === id)
        ? { ...comment, children: comment.children.filter((reply) => reply.id !== id), children_count: Math.max(0, comment.children_count - 1) }
        : comment,
    ),
  );
}

/** Finds a loaded comment or reply. */
export function findComment(data: CommentPages | undefined, id: string): Comment | undefined {
  for (const comment of loadedComments(data)) {
    if (comment.id === id) return comment;
    const reply = comment.children.find((child) => child.id === id);
    if (reply) return reply;
  }
  return undefined;
}

/** True once the author changed the text after posting (reactions do not count). */
export function isEdited(comment: Pick<Comment, 'created_at' | 'updated_at'>): boolean {
  return new Date(comment.updated_at).getTime() > new Date(comment.created_at).getTime();
}
