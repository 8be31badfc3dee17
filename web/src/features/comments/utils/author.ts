import type { CommentAuthor } from '../api/types';

/** A person's full name (else their username) or an organization's name (else its short name). */
export function authorName(author: CommentAuthor): string {
  if (author.type === 'organizations') return author.meta.name || author.meta.shortname;
  const full = `${author.meta.first_name} ${author.meta.last_name}`.trim();
  return full || author.meta.username;
}

export function authorAvatarUrl(author: CommentAuthor): string | undefined {
  return (author.type === 'users' ? author.meta.avatar?.url : author.meta.logo?.url) ?? undefined;
}
