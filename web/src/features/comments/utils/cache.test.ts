import { describe, expect, it } from 'vitest';
import { ben, comment, page } from '../test/fixtures';
import { commentTotal, findComment, insertComment, isEdited, loadedComments, nextPage, removeComment, updateComment, type CommentPages } from './cache';

function pages(...list: ReturnType<typeof page>[]): CommentPages {
  return { pages: list, pageParams: list.map((entry) => entry.page) };
}

describe('comment pages', () => {
  it('asks for the next page until every top-level comment is loaded', () => {
    expect(nextPage(page([], 12, 1))).toBe(2);
    expect(nextPage(page([], 12, 2))).toBe(3);
    expect(nextPage(page([], 12, 3))).toBeUndefined();
    expect(nextPage(page([], 0, 1))).toBeUndefined();
  });

  it('lists each comment once when a new comment shifted the later pages', () => {
    const data = pages(page([comment('c6'), comment('c5')], 6, 1, 2), page([comment('c5'), comment('c4')], 6, 2, 2));
    expect(loadedComments(data).map((entry) => entry.id)).toEqual(['c6', 'c5', 'c4']);
    expect(commentTotal(data)).toBe(6);
  });

  it('puts a new comment first and a new reply last in its thread', () => {
    const reply = comment('r1', { parent_id: 'c1', identity: ben });
    const data = pages(page([comment('c1', { children: [reply], children_count: 1 })], 1));
    const withComment = insertComment(data, comment('c2'));
    expect(loadedComments(withComment).map((entry) => entry.id)).toEqual(['c2', 'c1']);
    expect(commentTotal(withComment)).toBe(2);
    const withReply = insertComment(withComment, comment('r2', { parent_id: 'c1' }));
    const thread = findComment(withReply, 'c1');
    expect(thread?.children.map((entry) => entry.id)).toEqual(['r1', 'r2']);
    expect(thread?.children_count).toBe(2);
    // The same answer twice (the list was read again meanwhile) is shown once.
    expect(insertComment(withReply, comment('r2', { parent_id: 'c1' }))).toEqual(withReply);
  });

  it('takes out a comment with its thread, or a single reply', () => {
    const reply = comment('r1', { parent_id: 'c1' });
    const data = pages(page([comment('c2'), comment('c1', { children: [reply], children_count: 1 })], 2));
    const withoutReply = removeComment(data, 'r1');
    expect(findComment(withoutReply, 'c1')?.children).toEqual([]);
    expect(commentTotal(withoutReply)).toBe(2);
    const withoutThread = removeComment(data, 'c1');
    expect(loadedComments(withoutThread).map((entry) => entry.id)).toEqual(['c2']);
    expect(findComment(withoutThread, 'r1')).toBeUndefined();
    expect(commentTotal(withoutThread)).toBe(1);
  });

  it('changes a reply in place', () => {
    const data = pages(page([comment('c1', { children: [comment('r1', { parent_id: 'c1' })] })], 1));
    const changed = updateComment(data, 'r1', (entry) => ({ ...entry, content: 'Changed' }));
    expect(findComment(changed, 'r1')?.content).toBe('Changed');
    expect(findComment(changed, 'c1')?.content).toBe('Comment c1');
  });

  it('marks a comment edited once its text changed after posting', () => {
    expect(isEdited(comment('c1'))).toBe(false);
    expect(isEdited(comment('c1', { updated_at: '2025-03-21T12:05:00Z' }))).toBe(true);
  });
});
