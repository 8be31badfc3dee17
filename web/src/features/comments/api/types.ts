import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** The public face of a comment's author: a person or an organization (never an email). */
export type CommentAuthor = Schemas['PublicIdentity'];

export type ReactionCount = Schemas['ReactionCount'];

/**
 * GET /projects/{id}/comments and /projects/comments/{id} (api-contract §3.6). `content` is plain
 * text: the server strips HTML, so never render it as markup. `identity_reaction` is `''` when the
 * caller has none; `reactions` are counted per kind, most used first.
 */
export type Comment = Schemas['CommentView'];

/** Top-level comments, newest first, each with all its replies (oldest first). */
export type CommentPage = Schemas['CommentPage'];
