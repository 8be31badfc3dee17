import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api/errors';
import type { Project, ProjectWrite } from '../api/types';
import { newDraft, type Draft } from './draft';
import { DraftSync, draftWrite, isMeaningful, onOpen, type DraftApi } from './sync';

/** A project as the server answers it; only what the synchroniser reads matters. */
function serverCopy(id: string, updatedAt: string, title = 'From the server'): Project {
  return {
    id,
    title,
    status: 'DRAFT',
    updated_at: updatedAt,
    description: '',
    social_cause: '',
    category: '',
    problem_statement: '',
    solution: 'Server solution',
    goals: '',
    cost_breakdown: '',
    impact_assessment: '',
    impact_assessment_type: 'OPTION_A',
    feasibility: '',
    total_requested_amount: 0,
    wallet_address: null,
  } as unknown as Project;
}

function typed(draft: Draft, values: Partial<Draft['values']>, at: string): Draft {
  return { ...draft, values: { ...draft.values, ...values }, unsynced: true, updatedAt: at };
}

/** This device's storage, and a server that numbers its saves. */
function setup(initial: Draft | null = newDraft()) {
  let stored = initial;
  let version = 0;
  const store = { read: () => stored, write: (draft: Draft) => void (stored = draft) };
  const stamp = () => `2026-11-29T10:00:0${++version}.000001Z`;
  const api = {
    create: vi.fn((body: ProjectWrite, _key: string) => Promise.resolve(serverCopy('p1', stamp(), body.title ?? ''))),
    update: vi.fn((id: string, body: ProjectWrite) => Promise.resolve(serverCopy(id, stamp(), body.title ?? ''))),
    fetch: vi.fn((id: string) => Promise.resolve(serverCopy(id, `2026-11-29T10:00:0${version}.000001Z`))),
  } satisfies DraftApi;
  const sync = new DraftSync(store, api, { delay: 1500, newKey: () => 'key-1' });
  const type = (values: Partial<Draft['values']>) => {
    stored = typed(stored ?? newDraft(), values, new Date().toISOString() + Math.random());
    sync.changed();
  };
  return { sync, api, type, get draft() { return stored; }, set draft(next) { stored = next; } };
}

describe('DraftSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('creates the server draft once the typing stops, with one request', async () => {
    const s = setup();
    s.type({ title: 'W' });
    await vi.advanceTimersByTimeAsync(1000);
    s.type({ title: 'Wells' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.api.create).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(s.api.create).toHaveBeenCalledTimes(1);
    expect(s.api.create.mock.calls[0]?.[0]).toMatchObject({ title: 'Wells' });
    expect(s.api.create.mock.calls[0]?.[1]).toBe('key-1');
    expect(s.draft).toMatchObject({ projectId: 'p1', serverUpdatedAt: '2026-11-29T10:00:01.000001Z', unsynced: false });
    expect(s.sync.getState()).toEqual({ kind: 'saved', at: '2026-11-29T10:00:01.000001Z' });
  });

  it('makes no server draft of an untouched wizard', async () => {
    const s = setup();
    s.type({});
    await s.sync.flush();
    expect(s.api.create).not.toHaveBeenCalled();
    expect(s.sync.getState().kind).toBe('idle');
  });

  it('saves each change from the copy the server last confirmed', async () => {
    const s = setup();
    s.type({ title: 'Wells' });
    await s.sync.flush();
    s.type({ title: 'Wells for schools' });
    await s.sync.flush();
    expect(s.api.update).toHaveBeenCalledWith('p1', expect.objectContaining({ title: 'Wells for schools' }), '2026-11-29T10:00:01.000001Z');
    expect(s.draft?.serverUpdatedAt).toBe('2026-11-29T10:00:02.000001Z');
  });

  it('sends again what was typed while a save was out', async () => {
    const s = setup();
    let answer: (project: Project) => void = () => undefined;
    s.api.create.mockImplementationOnce(() => new Promise<Project>((resolve) => (answer = resolve)));
    s.type({ title: 'Wells' });
    const first = s.sync.flush();
    s.type({ title: 'Wells and pumps' });
    answer(serverCopy('p1', '2026-11-29T09:00:00Z'));
    await first;
    expect(s.draft?.unsynced).toBe(true);
    await vi.advanceTimersByTimeAsync(1600);
    expect(s.api.update).toHaveBeenCalledWith('p1', expect.objectContaining({ title: 'Wells and pumps' }), '2026-11-29T09:00:00Z');
    expect(s.draft?.unsynced).toBe(false);
  });

  it('turns a refused save (another device saved) into a choice, and keeps both copies until then', async () => {
    const s = setup();
    s.type({ title: 'Mine' });
    await s.sync.flush();
    s.api.update.mockRejectedValueOnce(new ApiError(409, 'project.edit_conflict', 'changed'));
    s.api.fetch.mockResolvedValueOnce(serverCopy('p1', '2026-11-29T11:00:00Z', 'Theirs'));
    s.type({ title: 'Mine, edited' });
    await s.sync.flush();
    const state = s.sync.getState();
    expect(state.kind).toBe('conflict');
    if (state.kind !== 'conflict') return;
    expect(state.server.title).toBe('Theirs');
    expect(state.local.values.title).toBe('Mine, edited');
    expect(s.draft?.values.title).toBe('Mine, edited');

    s.type({ title: 'Mine, edited again' });
    await s.sync.flush();
    expect(s.api.update).toHaveBeenCalledTimes(1);
    expect(s.sync.getState().kind).toBe('conflict');

    await s.sync.keepLocal();
    expect(s.api.update).toHaveBeenLastCalledWith('p1', expect.objectContaining({ title: 'Mine, edited again' }), '2026-11-29T11:00:00Z');
    expect(s.sync.getState().kind).toBe('saved');
  });

  it('replaces this copy with the server one when the person keeps that', async () => {
    const s = setup();
    s.type({ title: 'Mine' });
    await s.sync.flush();
    s.api.update.mockRejectedValueOnce(new ApiError(409, 'project.edit_conflict', 'changed'));
    s.api.fetch.mockResolvedValueOnce(serverCopy('p1', '2026-11-29T11:00:00Z', 'Theirs'));
    s.type({ title: 'Mine, edited' });
    await s.sync.flush();
    s.sync.keepServer();
    expect(s.draft).toMatchObject({ projectId: 'p1', serverUpdatedAt: '2026-11-29T11:00:00Z', unsynced: false, generation: 1 });
    expect(s.draft?.values).toMatchObject({ title: 'Theirs', solution: 'Server solution' });
    expect(s.sync.getState()).toEqual({ kind: 'saved', at: '2026-11-29T11:00:00Z' });
  });

  it('keeps the copy on this device while offline and sends it when asked again', async () => {
    const s = setup();
    s.api.create.mockRejectedValueOnce(new ApiError(0, NETWORK_ERROR_CODE, 'Failed to fetch'));
    s.type({ title: 'Offline wells' });
    await s.sync.flush();
    expect(s.sync.getState().kind).toBe('offline');
    expect(s.draft).toMatchObject({ unsynced: true, createKey: 'key-1', projectId: null });
    await s.sync.flush();
    expect(s.api.create).toHaveBeenCalledTimes(2);
    expect(s.api.create.mock.calls[1]?.[1]).toBe('key-1');
    expect(s.draft).toMatchObject({ projectId: 'p1', unsynced: false });
  });

  it('leaves out a half-typed field the server refuses, and saves the rest', async () => {
    const s = setup();
    s.api.create.mockRejectedValueOnce(new ApiError(422, 'validation', 'bad', { email: 'invalid_email' }));
    s.type({ title: 'Wells', email: 'wells@' });
    await s.sync.flush();
    expect(s.api.create).toHaveBeenCalledTimes(2);
    expect(s.api.create.mock.calls[1]?.[0]).not.toHaveProperty('email');
    expect(s.api.create.mock.calls[1]?.[0]).toMatchObject({ title: 'Wells' });
    expect(s.draft?.values.email).toBe('wells@');
    expect(s.sync.getState().kind).toBe('saved');
  });

  it('on opening, asks only when both copies changed since they last agreed', async () => {
    const base = { ...newDraft(), projectId: 'p1', serverUpdatedAt: '2026-11-29T10:00:00Z' };
    const changedHere = typed(base, { title: 'Here' }, '2026-11-29T10:05:00Z');
    const s = setup(changedHere);
    s.api.fetch.mockResolvedValueOnce(serverCopy('p1', '2026-11-29T10:03:00Z', 'There'));
    await s.sync.open();
    expect(s.sync.getState().kind).toBe('conflict');
    expect(s.api.update).not.toHaveBeenCalled();

    const t = setup({ ...base, unsynced: false });
    t.api.fetch.mockResolvedValueOnce(serverCopy('p1', '2026-11-29T10:03:00Z', 'There'));
    await t.sync.open();
    expect(t.draft?.values.title).toBe('There');
    expect(t.sync.getState().kind).toBe('saved');

    const u = setup(changedHere);
    u.api.fetch.mockResolvedValueOnce(serverCopy('p1', '2026-11-29T10:00:00Z', 'Old'));
    await u.sync.open();
    expect(u.api.update).toHaveBeenCalledWith('p1', expect.objectContaining({ title: 'Here' }), '2026-11-29T10:00:00Z');
  });

  it('on opening, finds nothing to choose when both copies say the same', async () => {
    const base = { ...newDraft(), projectId: 'p1', serverUpdatedAt: '2026-11-29T10:00:00Z' };
    const s = setup(typed(base, { title: 'From the server', solution: 'Server solution ' }, '2026-11-29T10:05:00Z'));
    s.api.fetch.mockResolvedValueOnce(serverCopy('p1', '2026-11-29T10:03:00Z'));
    await s.sync.open();
    expect(s.sync.getState()).toEqual({ kind: 'saved', at: '2026-11-29T10:03:00Z' });
    expect(s.draft).toMatchObject({ serverUpdatedAt: '2026-11-29T10:03:00Z', unsynced: false });
    expect(s.api.update).not.toHaveBeenCalled();
  });

  it('saves anew a draft deleted on another device', async () => {
    const base = { ...newDraft(), projectId: 'gone', serverUpdatedAt: '2026-11-29T10:00:00Z' };
    const s = setup(typed(base, { title: 'Still wanted' }, '2026-11-29T10:05:00Z'));
    s.api.fetch.mockRejectedValueOnce(new ApiError(404, 'project.not_found', 'gone'));
    await s.sync.open();
    await vi.advanceTimersByTimeAsync(1600);
    expect(s.api.create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Still wanted' }), 'key-1');
    expect(s.draft?.projectId).toBe('p1');
  });
});

describe('draft rules', () => {
  it('compares the two copies against the last agreed one', () => {
    const local = { ...newDraft(), projectId: 'p1', serverUpdatedAt: 'A' };
    expect(onOpen(local, serverCopy('p1', 'A'))).toBe('in-sync');
    expect(onOpen({ ...local, unsynced: true }, serverCopy('p1', 'A'))).toBe('send');
    expect(onOpen(local, serverCopy('p1', 'B'))).toBe('take-server');
    expect(onOpen({ ...local, unsynced: true }, serverCopy('p1', 'B'))).toBe('conflict');
  });

  it('counts only what the person typed as a reason to save', () => {
    expect(isMeaningful(newDraft().values)).toBe(false);
    expect(isMeaningful({ ...newDraft().values, title: '  ' })).toBe(false);
    expect(isMeaningful({ ...newDraft().values, city: 'Lima' })).toBe(true);
    expect(isMeaningful({ ...newDraft().values, impact_assessment_type: 'OPTION_B' })).toBe(true);
  });

  it('sends a blank amount as text, a typed one as a number', () => {
    expect(draftWrite({ ...newDraft().values, total_requested_amount: '' }).total_requested_amount).toBe('');
    expect(draftWrite({ ...newDraft().values, total_requested_amount: ' 1200 ' }).total_requested_amount).toBe(1200);
    expect(draftWrite(newDraft().values, ['email'])).not.toHaveProperty('email');
  });
});
