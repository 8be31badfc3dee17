import type { Comment, ReactionCount } from '../api/types';

/**
 * The reactions the picker offers. The server takes any short name (api-contract §3.6), so
 * counts of other names (set by another client) are still shown, by their name.
 */
export const REACTION_KINDS = ['HEART', 'CLAP', 'CELEBRATE', 'INSIGHTFUL', 'SUPPORT'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

export const REACTION_EMOJI: Record<ReactionKind, string> = {
  HEART: '❤️',
  CLAP: '👏',
  CELEBRATE: '🎉',
  INSIGHTFUL: '💡',
  SUPPORT: '🙌',
};

export function isKnownReaction(reaction: string): reaction is ReactionKind {
  return (REACTION_KINDS as readonly string[]).includes(reaction);
}

/** Choosing one's current reaction again takes it back (`''`); any other replaces it. */
export function nextReaction(current: string, chosen: string): string {
  return current === chosen ? '' : chosen;
}

/** The comment as it looks once the caller's like is set or taken back. */
export function applyLike(comment: Comment, liked: boolean): Comment {
  if (comment.identity_liked === liked) return comment;
  return { ...comment, identity_liked: liked, likes: Math.max(0, comment.likes + (liked ? 1 : -1)) };
}

function adjust(counts: ReactionCount[], reaction: string, delta: number): ReactionCount[] {
  const found = counts.some((entry) => entry.reaction === reaction);
  const next = found
    ? counts.map((entry) => (entry.reaction === reaction ? { ...entry, count: entry.count + delta } : entry))
    : delta > 0
      ? [...counts, { reaction, count: delta }]
      : counts;
  return next.filter((entry) => entry.count > 0);
}

/**
 * The comment as it looks once the caller's reaction is `reaction` (`''` for none): one
 * reaction per identity, so the previous one loses a count and the new one gains one.
 */
export function applyReaction(comment: Comment, reaction: string): Comment {
  const previous = comment.identity_reaction;
  if (previous === reaction) return comment;
  let reactions = comment.reactions;
  if (previous) reactions = adjust(reactions, previous, -1);
  if (reaction) reactions = adjust(reactions, reaction, 1);
  return { ...comment, reactions, identity_reaction: reaction };
}

/**
 * Counts in a steady order (the picker's, then other names alphabetically), so a button does
 * not move under the pointer when its count changes.
 */
export function orderedReactions(counts: ReactionCount[]): ReactionCount[] {
  const rank = (reaction: string) => (isKnownReaction(reaction) ? REACTION_KINDS.indexOf(reaction) : REACTION_KINDS.length);
  return [...counts].sort((a, b) => rank(a.reaction) - rank(b.reaction) || a.reaction.localeCompare(b.reaction));
}
