import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import type { Comment, CommentAuthor } from '../api/types';
import { applyLike, applyReaction } from '../utils/reactions';
import { ana, ben } from './fixtures';

const identity = (author: CommentAuthor) => ({
  id: author.id,
  type: author.type,
  current: true,
  meta: { ...author.meta, email: `${author.id}@example.org`, identity_verified_at: null, impact_points: 0 },
});

/**
 * The comments API of one project in memory, as the server answers it for one signed-in
 * identity (`viewer`) or a visitor. `fail` makes the next call matching a method and path fail.
 */
export class FakeCommentsServer {
  comments: Comment[] = [];
  viewer: CommentAuthor | null = null;
  operator = false;
  private failures: { method: string; path: RegExp; status: number; code: string; fields?: Record<string, string> }[] = [];
  private clock = Date.parse('2025-03-21T12:00:00Z');

  add(fields: Partial<Comment> & { identity?: CommentAuthor }): Comment {
    this.clock += 60_000;
    const author = fields.identity ?? ana;
    const at = new Date(this.clock).toISOString();
    const created: Comment = {
      id: `c${this.comments.length + 1}`,
      project_id: 'p-1',
      identity_id: author.id,
      parent_id: null,
      media_id: null,
      content: 'A comment',
      identity: author,
      children_count: 0,
      children: [],
      likes: 0,
      identity_liked: false,
      reactions: [],
      identity_reaction: '',
      created_at: at,
      updated_at: at,
      ...fields,
    };
    this.comments.push(created);
    return created;
  }

  fail(method: string, path: RegExp, status: number, code = `http.${status}`, fields?: Record<string, string>) {
    this.failures.push({ method, path, status, code, fields });
  }

  private view(comment: Comment): Comment {
    const children = comment.parent_id ? [] : this.comments.filter((entry) => entry.parent_id === comment.id).map((entry) => this.view(entry));
    return { ...comment, children, children_count: children.length };
  }

  private find(id: string | undefined): Comment | undefined {
    return this.comments.find((entry) => entry.id === id);
  }

  private replace(id: string, change: (comment: Comment) => Comment) {
    this.comments = this.comments.map((entry) => (entry.id === id ? change(entry) : entry));
  }

  handle(call: RecordedCall): Response {
    const failure = this.failures.findIndex((entry) => entry.method === call.method && entry.path.test(call.path));
    if (failure >= 0) {
      const [entry] = this.failures.splice(failure, 1);
      return jsonResponse(entry?.status ?? 500, { code: entry?.code, message: 'failed', fields: entry?.fields });
    }
    const { method, path } = call;
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (path === '/identities') return jsonResponse(200, { identities: this.viewer ? [identity(this.viewer)] : [] });
    if (path === '/me') return jsonResponse(200, { id: this.viewer?.id, is_operator: this.operator });
    if (path === '/projects/p-1/comments' && method === 'GET') {
      const pageNumber = Number(call.query.get('page') ?? 1);
      const limit = Number(call.query.get('limit') ?? 10);
      const top = this.comments.filter((entry) => !entry.parent_id).reverse();
      const results = top.slice((pageNumber - 1) * limit, pageNumber * limit).map((entry) => this.view(entry));
      return jsonResponse(200, { results, total: top.length, page: pageNumber, limit });
    }
    if (path === '/projects/p-1/comments' && method === 'POST') {
      if (!this.viewer) return jsonResponse(401, { code: 'auth.required' });
      const content = typeof body.content === 'string' ? body.content.trim() : '';
      if (!content) return jsonResponse(422, { code: 'validation', fields: { content: 'required' } });
      const parent = typeof body.parent_id === 'string' ? body.parent_id : null;
      return jsonResponse(201, this.view(this.add({ content, parent_id: parent, identity: this.viewer })));
    }
    const match = /^\/projects\/comments\/([^/]+)(?:\/(likes|reactions))?$/.exec(path) ?? /^\/admin\/comments\/([^/]+)$/.exec(path);
    const target = this.find(match?.[1]);
    if (!match || !target) return jsonResponse(404, { code: 'comment.not_found' });
    const id = target.id;
    if (path.startsWith('/admin/')) {
      if (body.hidden === true) this.comments = this.comments.filter((entry) => entry.id !== id && entry.parent_id !== id);
      return jsonResponse(200, { message: 'success' });
    }
    if (match[2] === 'likes') {
      this.replace(id, (entry) => applyLike(entry, method === 'POST'));
      return jsonResponse(method === 'POST' ? 201 : 200, { message: 'success' });
    }
    if (match[2] === 'reactions') {
      if (method === 'DELETE' && !target.identity_reaction) return jsonResponse(404, { code: 'comment.no_reaction' });
      this.replace(id, (entry) => applyReaction(entry, method === 'POST' && typeof body.reaction === 'string' ? body.reaction : ''));
      return jsonResponse(method === 'POST' ? 201 : 200, { message: 'success' });
    }
    if (method === 'PUT') {
      this.replace(id, (entry) => ({ ...entry, content: typeof body.content === 'string' ? body.content : '', updated_at: new Date(Date.parse(entry.created_at) + 5 * 60_000).toISOString() }));
      return jsonResponse(200, this.view(this.find(id) as Comment));
    }
    if (method === 'DELETE') {
      this.comments = this.comments.filter((entry) => entry.id !== id && entry.parent_id !== id);
      return jsonResponse(200, { message: 'success' });
    }
    return jsonResponse(200, this.view(target));
  }

  install() {
    return mockFetch((call) => this.handle(call));
  }
}

export { ana, ben };
