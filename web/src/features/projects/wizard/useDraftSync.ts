import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { newIdempotencyKey } from '@/lib/idempotencyKey';
import { createDraft, updateDraft } from '../api/drafts';
import { getProject } from '../api/getProject';
import { readDraft, writeDraft, type Draft } from './draft';
import { DraftSync } from './sync';

/** A synchroniser and the wizard pages using it. */
class Entry {
  readonly sync: DraftSync;
  private users = 0;
  private opened = false;

  constructor(key: string) {
    this.sync = new DraftSync(
      { read: () => readDraft(key), write: (draft) => writeDraft(key, draft) },
      { create: createDraft, update: updateDraft, fetch: (id) => getProject(id) },
      { newKey: newIdempotencyKey, isOnline: () => navigator.onLine },
    );
  }

  /** A page of the wizard shows it: the first one compares the two copies. */
  acquire() {
    this.users += 1;
    if (!this.opened) {
      this.opened = true;
      void this.sync.open();
    }
  }

  /**
   * A page let go of it. Moving to the next step unmounts one page and mounts the next: only a
   * real exit (nobody holding it a moment later) saves what is left and ends it.
   */
  release(onEnd: () => void) {
    this.users -= 1;
    setTimeout(() => {
      if (this.users > 0) return;
      void this.sync.flush().finally(() => {
        if (this.users > 0) return;
        this.sync.dispose();
        onEnd();
      });
    }, 0);
  }
}

/** One synchroniser per stored draft, shared by the wizard's pages as the person moves between steps. */
const entries = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = new Entry(key);
    entries.set(key, entry);
  }
  return entry;
}

/**
 * Keeps the draft stored under `key` saved on the server while the wizard is open: a change
 * is saved once the typing stops; opening the wizard compares the two copies; leaving it, or
 * coming back online, saves at once. Returns what to tell the person, and the synchroniser.
 */
export function useDraftSync(key: string, draft: Draft | null) {
  const current = useMemo(() => entryFor(key), [key]);
  const { sync } = current;

  useEffect(() => {
    current.acquire();
    const online = () => void sync.flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      current.release(() => {
        if (entries.get(key) === current) entries.delete(key);
      });
    };
  }, [current, sync, key]);

  const unsynced = Boolean(draft?.unsynced) && draft?.mode === 'create';
  const changedAt = draft?.updatedAt;
  useEffect(() => {
    if (unsynced) sync.changed();
  }, [sync, unsynced, changedAt]);

  const state = useSyncExternalStore(sync.subscribe, sync.getState);
  return { state, sync };
}
