import { describe, expect, it } from 'vitest';
import { comment } from '../test/fixtures';
import { applyLike, applyReaction, nextReaction, orderedReactions } from './reactions';

describe('reactions', () => {
  it('choosing a new reaction replaces the current one; choosing the current one takes it back', () => {
    expect(nextReaction('', 'HEART')).toBe('HEART');
    expect(nextReaction('HEART', 'CLAP')).toBe('CLAP');
    expect(nextReaction('CLAP', 'CLAP')).toBe('');
  });

  it('a replaced reaction loses a count and the new one gains one', () => {
    const before = comment('c1', { reactions: [{ reaction: 'HEART', count: 2 }, { reaction: 'CLAP', count: 1 }], identity_reaction: 'HEART' });
    const after = applyReaction(before, 'CLAP');
    expect(after.reactions).toEqual([{ reaction: 'HEART', count: 1 }, { reaction: 'CLAP', count: 2 }]);
    expect(after.identity_reaction).toBe('CLAP');
  });

  it('a kind nobody uses any more disappears, a new kind appears', () => {
    const before = comment('c1', { reactions: [{ reaction: 'HEART', count: 1 }], identity_reaction: 'HEART' });
    expect(applyReaction(before, 'CELEBRATE').reactions).toEqual([{ reaction: 'CELEBRATE', count: 1 }]);
    expect(applyReaction(before, '').reactions).toEqual([]);
    expect(applyReaction(before, '').identity_reaction).toBe('');
  });

  it('setting the same reaction again changes nothing', () => {
    const before = comment('c1', { reactions: [{ reaction: 'HEART', count: 1 }], identity_reaction: 'HEART' });
    expect(applyReaction(before, 'HEART')).toBe(before);
  });

  it('likes count once per identity', () => {
    const liked = applyLike(comment('c1', { likes: 3 }), true);
    expect([liked.likes, liked.identity_liked]).toEqual([4, true]);
    expect(applyLike(liked, true)).toBe(liked);
    const unliked = applyLike(liked, false);
    expect([unliked.likes, unliked.identity_liked]).toEqual([3, false]);
  });

  it('orders the counts as the picker does, other names last', () => {
    const counts = [
      { reaction: 'ZZZ', count: 9 },
      { reaction: 'SUPPORT', count: 5 },
      { reaction: 'HEART', count: 1 },
      { reaction: 'AAA', count: 1 },
    ];
    expect(orderedReactions(counts).map((entry) => entry.reaction)).toEqual(['HEART', 'SUPPORT', 'AAA', 'ZZZ']);
  });
});
