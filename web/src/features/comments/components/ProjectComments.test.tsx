import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import type { RecordedCall } from '@/test/http';
import { renderRoutes } from '@/test/render';
import type { CommentAuthor } from '../api/types';
import { FakeCommentsServer, ben } from '../test/fakeServer';
import { ProjectComments } from './ProjectComments';

let server: FakeCommentsServer;

function renderSection(viewer: CommentAuthor | null) {
  server.viewer = viewer;
  if (viewer) session.signIn();
  const calls = server.install().calls;
  const routes: RouteObject[] = [
    { path: '/projects/p-1', element: <ProjectComments projectId="p-1" /> },
    { path: '/intro', element: <p>intro page</p> },
  ];
  renderRoutes(routes, '/projects/p-1');
  return { calls, user: userEvent.setup() };
}

const article = (name: string) => screen.findByRole('article', { name });
const sent = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

// Whole conversations through MUI in jsdom: slower than a unit test on a busy machine.
describe('ProjectComments', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-03-21T13:00:00Z'), toFake: ['Date'] });
    server = new FakeCommentsServer();
  });
  afterEach(() => {
    vi.useRealTimers();
    session.clear();
  });

  it('threads replies under their comment and shows every text as plain text', async () => {
    const top = server.add({ content: 'Great <b>bold</b> idea\nSecond line' });
    server.add({ content: 'Agreed', parent_id: top.id, identity: ben });
    server.add({ content: 'Newest', identity: ben });
    renderSection(null);

    const list = await screen.findByRole('list', { name: 'Comments' });
    const threads = within(list).getAllByRole('article');
    expect(threads.map((entry) => entry.getAttribute('aria-label'))).toEqual(['Comment by Ben Okafor', 'Comment by Ana Lopez', 'Reply by Ben Okafor']);
    const replies = screen.getByRole('list', { name: 'Replies to Ana Lopez' });
    expect(within(replies).getByRole('article', { name: 'Reply by Ben Okafor' })).toHaveTextContent('Agreed');
    const anas = await article('Comment by Ana Lopez');
    expect(within(anas).getByTestId('comment-content').textContent).toBe('Great <b>bold</b> idea\nSecond line');
    expect(anas.querySelector('b')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
  });

  it('offers visitors a way to sign in instead of a comment box, and shows the counts only', async () => {
    server.add({ likes: 2, reactions: [{ reaction: 'HEART', count: 1 }] });
    renderSection(null);
    const link = await screen.findByRole('link', { name: 'Sign in to join the conversation' });
    expect(link).toHaveAttribute('href', '/intro?next=%2Fprojects%2Fp-1');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const comment = await article('Comment by Ana Lopez');
    expect(within(comment).queryByRole('button')).not.toBeInTheDocument();
    expect(comment).toHaveTextContent('2 likes');
    expect(comment).toHaveTextContent('Love: 1');
  });

  it('says when there is nothing yet, and offers to retry when the list fails', async () => {
    server.fail('GET', /^\/projects\/p-1\/comments$/, 500);
    const { user } = renderSection(null);
    expect(await screen.findByText(/The comments could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No comments yet. Be the first to share your thoughts.')).toBeInTheDocument();
  });

  it('posts with Ctrl+Enter, keeps the text when refused and counts characters as the server does', async () => {
    server.fail('POST', /^\/projects\/p-1\/comments$/, 429, 'comment.rate_limited');
    const { calls, user } = renderSection(ben);
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Write something before posting.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/projects/p-1/comments')).toHaveLength(0);

    await user.type(box, 'Where 👏 will the wells be?');
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('26 of 5,000 characters used');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are commenting too fast. Please wait a minute and try again.');
    expect(box).toHaveValue('Where 👏 will the wells be?');

    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await article('Comment by Ben Okafor')).toHaveTextContent('Where 👏 will the wells be?');
    expect(box).toHaveValue('');
    expect(screen.getByTestId('comments-status')).toHaveTextContent('Your comment was posted.');
    expect(sent(calls, 'POST', '/projects/p-1/comments').map((call) => call.body)).toEqual([
      { content: 'Where 👏 will the wells be?' },
      { content: 'Where 👏 will the wells be?' },
    ]);
  });

  it('refuses a comment over the limit before sending it', async () => {
    const { calls, user } = renderSection(ben);
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.click(box);
    await user.paste('x'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('A comment can be at most 5,000 characters long.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/projects/p-1/comments')).toHaveLength(0);
  });

  it('replies under a top-level comment only', async () => {
    const top = server.add({ content: 'First' });
    server.add({ content: 'Agreed', parent_id: top.id, identity: ben });
    const { calls, user } = renderSection(ben);
    const comment = await article('Comment by Ana Lopez');
    expect(within(await article('Reply by Ben Okafor')).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    await user.click(within(comment).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Ana Lopez' }), 'Me too');
    // The first answer: the comment was removed meanwhile (the server refuses the parent).
    server.fail('POST', /^\/projects\/p-1\/comments$/, 422, 'validation', { parent_id: 'invalid' });
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This comment no longer exists.');
    expect(screen.getByRole('textbox', { name: 'Reply to Ana Lopez' })).toHaveValue('Me too');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    const replies = screen.getByRole('list', { name: 'Replies to Ana Lopez' });
    await waitFor(() => expect(within(replies).getAllByRole('article')).toHaveLength(2));
    expect(within(replies).getAllByRole('article')[1]).toHaveTextContent('Me too');
    expect(sent(calls, 'POST', '/projects/p-1/comments')[1]?.body).toEqual({ content: 'Me too', parent_id: top.id });
    expect(screen.queryByRole('textbox', { name: 'Reply to Ana Lopez' })).not.toBeInTheDocument();
    expect(within(comment).getByRole('button', { name: 'Reply' })).toHaveFocus();
  });

  it('replaces a reaction with another, and takes it back when chosen again', async () => {
    server.add({ reactions: [{ reaction: 'HEART', count: 2 }], identity_reaction: 'HEART' });
    const { calls, user } = renderSection(ben);
    const comment = await article('Comment by Ana Lopez');
    expect(within(comment).getByRole('button', { name: 'Love: 2' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(comment).getByRole('button', { name: 'Change your reaction' }));
    // The picker is named by its button, as a menu button's menu is.
    const picker = await screen.findByRole('menu', { name: 'Change your reaction' });
    expect(within(picker).getByRole('menuitemradio', { name: /Love/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(picker).getByRole('menuitemradio', { name: /Applause/ }));
    const applause = await within(comment).findByRole('button', { name: 'Applause: 1' });
    expect(applause).toHaveAttribute('aria-pressed', 'true');
    expect(within(comment).getByRole('button', { name: 'Love: 1' })).toHaveAttribute('aria-pressed', 'false');

    await waitFor(() => expect(sent(calls, 'GET', '/projects/comments/c1')).toHaveLength(1));
    await user.click(within(comment).getByRole('button', { name: 'Applause: 1' }));
    await waitFor(() => expect(within(comment).queryByRole('button', { name: /Applause/ })).not.toBeInTheDocument());
    expect(within(comment).getByRole('button', { name: 'Add a reaction' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/projects/comments/c1/reactions').map((call) => [call.method, call.body])).toEqual([
      ['POST', { reaction: 'CLAP' }],
      ['DELETE', undefined],
    ]);
  });

  it('reacts with the keyboard alone: Space on Like, the picker with Enter and the arrow keys', async () => {
    server.add({ likes: 0 });
    const { calls, user } = renderSection(ben);
    const comment = await article('Comment by Ana Lopez');
    within(comment).getByRole('button', { name: 'Like, 0 likes' }).focus();
    await user.keyboard(' ');
    expect(await within(comment).findByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');

    const add = within(comment).getByRole('button', { name: 'Add a reaction' });
    add.focus();
    await user.keyboard('{Enter}');
    const picker = await screen.findByRole('menu', { name: 'Add a reaction' });
    const items = within(picker).getAllByRole('menuitemradio');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(picker).not.toBeInTheDocument());
    await waitFor(() => expect(sent(calls, 'POST', '/projects/comments/c1/reactions')).toHaveLength(1));
    // The menu gives focus back to its button.
    await waitFor(() => expect(within(comment).getByRole('button', { name: 'Change your reaction' })).toHaveFocus());
  });

  it('likes at once, and rolls the like back when the server refuses it', async () => {
    server.add({ likes: 1 });
    server.fail('POST', /\/likes$/, 500);
    const { user } = renderSection(ben);
    const comment = await article('Comment by Ana Lopez');
    const like = within(comment).getByRole('button', { name: 'Like, 1 like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(await within(comment).findByRole('alert')).toHaveTextContent('Your reaction was not saved.');
    expect(within(comment).getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(comment).getByRole('button', { name: 'Like, 1 like' }));
    const liked = await within(comment).findByRole('button', { name: 'Like, 2 likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(within(comment).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the author edit and delete, with a confirmation', async () => {
    server.add({ content: 'Firts', identity: ben });
    server.add({ content: 'Not mine' });
    const { calls, user } = renderSection(ben);
    expect(within(await article('Comment by Ana Lopez')).queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    const mine = await article('Comment by Ben Okafor');
    await user.click(within(mine).getByRole('button', { name: 'More actions on the comment by Ben Okafor' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const editor = within(mine).getByRole('textbox', { name: 'Edit your comment' });
    await user.clear(editor);
    await user.type(editor, 'First');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(mine).getByTestId('comment-content')).toHaveTextContent('First'));
    expect(within(mine).getByTestId('comment-edited')).toHaveTextContent('(edited)');
    expect(sent(calls, 'PUT', '/projects/comments/c1')[0]?.body).toEqual({ content: 'First' });

    await user.click(within(mine).getByRole('button', { name: 'More actions on the comment by Ben Okafor' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by Ben Okafor' })).not.toBeInTheDocument());
    expect(sent(calls, 'DELETE', '/projects/comments/c1')).toHaveLength(1);
    expect(screen.getByTestId('comments-status')).toHaveTextContent('The comment was deleted.');
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toHaveFocus();
  });

  it('lets an operator hide anyone’s comment, and undo it', async () => {
    server.add({ content: 'Spam' });
    server.operator = true;
    const { calls, user } = renderSection(ben);
    const spam = await article('Comment by Ana Lopez');
    await user.click(within(spam).getByRole('button', { name: 'More actions on the comment by Ana Lopez' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Hide' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Hide this comment?' })).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('The comment is now hidden from everyone.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Comment by Ana Lopez' })).not.toBeInTheDocument();
    expect(sent(calls, 'PATCH', '/admin/comments/c1')[0]?.body).toEqual({ hidden: true });

    // The fake forgets hidden comments; bring it back as the server would on unhide.
    server.add({ content: 'Spam' });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The comment is visible again.')).toBeInTheDocument();
    expect(sent(calls, 'PATCH', '/admin/comments/c1')[1]?.body).toEqual({ hidden: false });
  });

  it('loads more comments page by page', async () => {
    for (let index = 1; index <= 7; index += 1) server.add({ content: `Comment number ${index}` });
    const { user } = renderSection(null);
    await screen.findByRole('heading', { name: 'Comments (7)' });
    expect(screen.getAllByTestId('comment')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(7));
    expect(screen.getAllByTestId('comment').at(-1)).toHaveTextContent('Comment number 1');
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
  });
});
