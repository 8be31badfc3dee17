import { isApiError, NETWORK_ERROR_CODE } from '@/lib/api/errors';
import type { Project, ProjectWrite } from '../api/types';
import { draftFromProject, EMPTY_VALUES, type Draft, type DraftValues } from './draft';
import { toProjectWrite } from './toWrite';

/** How long after the last keystroke a draft is saved on the server. */
export const SAVE_DELAY_MS = 1500;

/** What the person is told about the copy on the server. */
export type SaveState =
  /** Nothing to save yet (nothing typed), or a published project edited until Save is pressed. */
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  /** The server could not be reached: the copy on this device is kept, and sent once back online. */
  | { kind: 'offline' }
  | { kind: 'failed'; error: unknown }
  /** Both copies changed since they last agreed: the person chooses (saving waits meanwhile). */
  | { kind: 'conflict'; server: Project; local: Draft };

/**
 * What to do on opening a draft kept on the server, comparing this device's copy with the
 * server's. Only when both changed since they last agreed does the person choose.
 */
export function onOpen(local: Draft, server: Project): 'in-sync' | 'send' | 'take-server' | 'conflict' {
  const serverChanged = server.updated_at !== local.serverUpdatedAt;
  if (!serverChanged) return local.unsynced ? 'send' : 'in-sync';
  return local.unsynced ? 'conflict' : 'take-server';
}

/** Whether two copies say the same (as the server keeps text: trimmed). */
export function sameValues(a: DraftValues, b: DraftValues): boolean {
  return (Object.keys(EMPTY_VALUES) as (keyof DraftValues)[]).every((field) => field === 'cover_url' || a[field].trim() === b[field].trim());
}

/** Whether anything was typed: an untouched wizard makes no draft on the server. */
export function isMeaningful(values: DraftValues): boolean {
  return (Object.keys(EMPTY_VALUES) as (keyof DraftValues)[]).some(
    (field) => field !== 'cover_url' && values[field].trim() !== EMPTY_VALUES[field].trim(),
  );
}

/** The draft as the API stores it: everything as typed, a blank amount as "" (no amount yet). */
export function draftWrite(values: DraftValues, without: readonly string[] = []): ProjectWrite {
  const amount = values.total_requested_amount.trim();
  const body: ProjectWrite & Record<string, unknown> = {
    ...toProjectWrite(values),
    // The API reads the amount as a number or as text; blank text leaves a draft without one.
    total_requested_amount: (amount === '' || Number.isNaN(Number(amount)) ? amount : Number(amount)) as number,
  };
  for (const field of without) delete body[field];
  return body;
}

/** The server calls a draft needs. */
export interface DraftApi {
  create(body: ProjectWrite, idempotencyKey: string): Promise<Project>;
  update(id: string, body: ProjectWrite, base: string | null): Promise<Project>;
  fetch(id: string): Promise<Project>;
}

/** This device's copy: read and written as is (the local copy is always written first). */
export interface DraftStore {
  read(): Draft | null;
  write(draft: Draft): void;
}

export interface SyncOptions {
  delay?: number;
  newKey: () => string;
  isOnline?: () => boolean;
}

const isConflict = (error: unknown) => isApiError(error) && error.code === 'project.edit_conflict';
const isNetwork = (error: unknown) => isApiError(error) && error.code === NETWORK_ERROR_CODE;
const isGone = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Keeps a new project's draft on the server in step with this device's copy: saves a moment after
 * the typing stops (or at once on `flush`, on a change of step), one request at a time, each from
 * the copy the server last confirmed, so a save from a stale copy is refused (409) instead of
 * overwriting another device's work. A refusal, or a difference found on opening, becomes a
 * `conflict` the person settles with `keepLocal` or `keepServer`.
 */
export class DraftSync {
  private state: SaveState = { kind: 'idle' };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly delay: number;
  private readonly store: DraftStore;
  private readonly api: DraftApi;
  private readonly options: SyncOptions;

  constructor(store: DraftStore, api: DraftApi, options: SyncOptions) {
    this.store = store;
    this.api = api;
    this.options = options;
    this.delay = options.delay ?? SAVE_DELAY_MS;
  }

  getState = (): SaveState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(state: SaveState) {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }

  /** The copy on this device changed: save it once the typing stops. */
  changed() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, this.delay);
  }

  /** Save now (a change of step, leaving the wizard, back online) and wait for it. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.save();
  }

  /** Waits for the save under way, without starting one: before publishing from the latest copy. */
  async settle(): Promise<Draft | null> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.running) await this.running;
    return this.store.read();
  }

  /** On opening the wizard: compare this device's copy with the server's. */
  async open(): Promise<void> {
    const local = this.store.read();
    if (!local?.projectId || local.mode !== 'create') {
      if (local?.unsynced) await this.save();
      return;
    }
    try {
      const server = await this.api.fetch(local.projectId);
      const now = this.store.read();
      if (!now || now.projectId !== server.id || this.running) return;
      const decision = onOpen(now, server);
      if (decision !== 'in-sync' && sameValues(now.values, draftFromProject(server).values)) {
        // Both say the same (this device's last answer was lost on the way): nothing to choose.
        this.store.write({ ...now, serverUpdatedAt: server.updated_at, unsynced: false });
        this.set({ kind: 'saved', at: server.updated_at });
      } else if (decision === 'conflict') this.set({ kind: 'conflict', server, local: now });
      else if (decision === 'take-server') this.takeServer(now, server);
      else if (decision === 'send') await this.save();
      else this.set({ kind: 'saved', at: server.updated_at });
    } catch (error) {
      if (isGone(error)) this.forgetServerCopy();
      else this.set(isNetwork(error) ? { kind: 'offline' } : { kind: 'failed', error });
    }
  }

  /** The server refused a save from this device's copy (publishing, say): the person chooses. */
  async refused(): Promise<void> {
    const local = this.store.read();
    if (!local?.projectId) return;
    try {
      const server = await this.api.fetch(local.projectId);
      this.set({ kind: 'conflict', server, local: this.store.read() ?? local });
    } catch (error) {
      this.set(isNetwork(error) ? { kind: 'offline' } : { kind: 'failed', error });
    }
  }

  /** Settles a conflict with this device's copy: saved over the server's. */
  async keepLocal(): Promise<void> {
    if (this.state.kind !== 'conflict') return;
    const { server } = this.state;
    const local = this.store.read();
    if (!local) return;
    this.store.write({ ...local, serverUpdatedAt: server.updated_at, unsynced: true });
    this.set({ kind: 'idle' });
    await this.save();
  }

  /** Settles a conflict with the server's copy: it replaces this device's. */
  keepServer() {
    if (this.state.kind !== 'conflict') return;
    const local = this.store.read();
    if (local) this.takeServer(local, this.state.server);
  }

  dispose() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private takeServer(local: Draft, server: Project) {
    const fresh = draftFromProject(server);
    this.store.write({ ...fresh, generation: local.generation + 1 });
    this.set({ kind: 'saved', at: server.updated_at });
  }

  /** The server's copy was deleted (on another device): this one is saved anew as a new draft. */
  private forgetServerCopy() {
    const local = this.store.read();
    if (!local) return;
    this.store.write({ ...local, projectId: null, serverUpdatedAt: null, createKey: null, unsynced: true });
    this.set({ kind: 'idle' });
    this.changed();
  }

  private async save(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.send().finally(() => {
      this.running = null;
    });
    await this.running;
    if (this.again) {
      this.again = false;
      await this.save();
    }
  }

  private async send(): Promise<void> {
    const draft = this.store.read();
    if (!draft || draft.mode === 'edit' || !draft.unsynced || this.state.kind === 'conflict') return;
    if (!draft.projectId && !isMeaningful(draft.values)) return;
    if (this.options.isOnline && !this.options.isOnline()) {
      this.set({ kind: 'offline' });
      return;
    }
    this.set({ kind: 'saving' });
    const sent = draft.updatedAt;
    try {
      const project = await this.write(draft);
      // The local copy may have changed while the request was out: it is still to be sent.
      const now = this.store.read() ?? draft;
      const unsynced = now.updatedAt !== sent;
      this.store.write({ ...now, projectId: project.id, serverUpdatedAt: project.updated_at, createKey: null, unsynced });
      this.set({ kind: 'saved', at: project.updated_at });
      if (unsynced) this.changed();
    } catch (error) {
      await this.failed(draft, error);
    }
  }

  /** One save; fields the server refuses (half-typed) are left out, keeping its value for them. */
  private async write(draft: Draft): Promise<Project> {
    const attempt = (without: readonly string[]) => {
      const body = draftWrite(draft.values, without);
      if (draft.projectId) return this.api.update(draft.projectId, body, draft.serverUpdatedAt);
      const key = draft.createKey ?? this.options.newKey();
      if (!draft.createKey) this.store.write({ ...(this.store.read() ?? draft), createKey: key });
      return this.api.create(body, key);
    };
    try {
      return await attempt([]);
    } catch (error) {
      const refused = isApiError(error) && error.status === 422 ? Object.keys(error.fields) : [];
      if (refused.length === 0) throw error;
      return attempt(refused);
    }
  }

  private async failed(draft: Draft, error: unknown) {
    if (isNetwork(error)) {
      this.set({ kind: 'offline' });
    } else if (isConflict(error) && draft.projectId) {
      await this.refused();
    } else if (isGone(error) && draft.projectId) {
      this.forgetServerCopy();
    } else {
      this.set({ kind: 'failed', error });
    }
  }
}
