/** The public face of a comment's author: a person or an organization (never an email). */
export type CommentAuthor =
  | {
      id: string;
      type: 'users';
      meta: { username: string; first_name: string; last_name: string; avatar: { url: string } | null };
    }
  | {
      id: string;
      type: 'organizations';
      meta: { shortname: string; name: string; logo: { url: string } | null; verified: boolean };
    };

export interface ReactionCount {
  reaction: string;
  count: number;
}

/** GET /projects/{id}/comments and /projects/comments/{id} (api-contract §3.6). */
export interface Comment {
  id: string;
  project_id: string;
  identity_id: string;
  /** The top-level comment this one answers; replies are one level deep. */
  parent_id: string | null;
  media_id: string | null;
  /** Plain text: the server strips HTML. Never render it as markup. */
  content: string;
  identity: CommentAuthor;
  children_count: number;
  children: Comment[];
  likes: number;
  identity_liked: boolean;
  /** Counts per reaction kind, most used first. */
  reactions: ReactionCount[];
  /** The caller's reaction, `''` when none. */
  identity_reaction: string;
  created_at: string;
  updated_at: string;
}

export interface CommentPage {
  /** Top-level comments, newest first, each with all its replies (oldest first). */
  results: Comment[];
  total: number;
  page: number;
  limit: number;
}
