import { useCallback, useSyncExternalStore } from 'react';
import type { FieldErrors } from '@/lib/api/errors';
import type { ImpactAssessmentType, Project } from '../api/types';
import { editableText } from './fromHtml';

/** Everything the wizard asks, as typed (numbers stay text until publishing). */
export interface DraftValues {
  title: string;
  description: string;
  social_cause: string;
  category: string;
  city: string;
  country: string;
  email: string;
  website: string;
  linkedin: string;
  problem_statement: string;
  solution: string;
  goals: string;
  cost_breakdown: string;
  total_requested_amount: string;
  impact_assessment_type: ImpactAssessmentType;
  impact_assessment: string;
  feasibility: string;
  cover_id: string;
  cover_url: string;
  video: string;
  wallet_address: string;
  voluntery_contribution: string;
}

export interface Draft {
  mode: 'create' | 'edit';
  projectId: string | null;
  values: DraftValues;
  /** Set when editing a project that already has a wallet: it cannot change (spec §5). */
  walletLocked: boolean;
  /** Field codes the server answered on the last publish, shown on the steps that own them. */
  serverErrors: FieldErrors;
  /** When this device last changed it. */
  updatedAt: string;
  /**
   * A new project's draft kept on the server (`projectId` set, mode `create`): the server's
   * `updated_at` of the copy this device last saved or loaded, the base of its next save.
   */
  serverUpdatedAt: string | null;
  /** Changes made on this device that the server does not have yet. */
  unsynced: boolean;
  /** The Idempotency-Key of the request creating the server draft, reused by a retry. */
  createKey: string | null;
  /** Bumped when the values are replaced from elsewhere (the server's copy), so open forms reload. */
  generation: number;
}

export const EMPTY_VALUES: DraftValues = {
  title: '',
  description: '',
  social_cause: '',
  category: '',
  city: '',
  country: '',
  email: '',
  website: '',
  linkedin: '',
  problem_statement: '',
  solution: '',
  goals: '',
  cost_breakdown: '',
  total_requested_amount: '',
  impact_assessment_type: 'OPTION_A',
  impact_assessment: '',
  feasibility: '',
  cover_id: '',
  cover_url: '',
  video: '',
  wallet_address: '',
  voluntery_contribution: '',
};

const PREFIX = 'matchpool.projectDraft';

/** One draft per identity, and one per project being edited, so they never overwrite each other. */
export function draftKey(identityId: string, projectId?: string | null): string {
  return projectId ? `${PREFIX}.${identityId}.edit.${projectId}` : `${PREFIX}.${identityId}`;
}

const cache = new Map<string, Draft | null>();
const listeners = new Set<() => void>();

/** The draft stored under `key`, as this page last read or wrote it. */
export function readDraft(key: string): Draft | null {
  if (cache.has(key)) return cache.get(key) ?? null;
  let draft: Draft | null = null;
  try {
    const raw = window.localStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as Partial<Draft>) : null;
    if (parsed && typeof parsed === 'object' && parsed.values) {
      draft = {
        mode: parsed.mode === 'edit' ? 'edit' : 'create',
        projectId: parsed.projectId ?? null,
        values: { ...EMPTY_VALUES, ...parsed.values },
        walletLocked: Boolean(parsed.walletLocked),
        serverErrors: parsed.serverErrors ?? {},
        updatedAt: parsed.updatedAt ?? new Date().toISOString(),
        serverUpdatedAt: parsed.serverUpdatedAt ?? null,
        // A copy from before drafts were saved on the server has never been sent.
        unsynced: parsed.unsynced ?? true,
        createKey: parsed.createKey ?? null,
        generation: parsed.generation ?? 0,
      };
    }
  } catch {
    draft = null;
  }
  cache.set(key, draft);
  return draft;
}

/** Stores the draft under `key` as given (its times included) and tells the open screens. */
export function writeDraft(key: string, draft: Draft | null) {
  cache.set(key, draft);
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or blocked: the draft still lives for this page.
  }
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(PREFIX)) {
      cache.delete(event.key);
      listeners.forEach((listener) => listener());
    }
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function newDraft(): Draft {
  return {
    mode: 'create',
    projectId: null,
    values: { ...EMPTY_VALUES },
    walletLocked: false,
    serverErrors: {},
    updatedAt: new Date().toISOString(),
    serverUpdatedAt: null,
    unsynced: false,
    createKey: null,
    generation: 0,
  };
}

/**
 * The values of a project on the server: a draft the wizard goes on with (saved as it is typed),
 * or a published project to edit (saved when the person presses Save).
 */
export function draftFromProject(project: Project): Draft {
  const text = (value: string | null | undefined) => value ?? '';
  const isDraft = project.status === 'DRAFT';
  return {
    mode: isDraft ? 'create' : 'edit',
    projectId: project.id,
    walletLocked: Boolean(project.wallet_address) && !isDraft,
    serverErrors: {},
    updatedAt: isDraft ? project.updated_at : new Date().toISOString(),
    serverUpdatedAt: isDraft ? project.updated_at : null,
    unsynced: false,
    createKey: null,
    generation: 0,
    values: {
      title: project.title,
      description: editableText(project.description),
      social_cause: project.social_cause,
      category: project.category,
      city: text(project.city),
      country: text(project.country),
      email: text(project.email),
      website: text(project.website),
      linkedin: text(project.linkedin),
      problem_statement: editableText(project.problem_statement),
      solution: editableText(project.solution),
      goals: editableText(project.goals),
      cost_breakdown: editableText(project.cost_breakdown),
      total_requested_amount: project.total_requested_amount ? String(project.total_requested_amount) : '',
      impact_assessment_type: project.impact_assessment_type === 'OPTION_B' ? 'OPTION_B' : 'OPTION_A',
      impact_assessment: editableText(project.impact_assessment),
      feasibility: editableText(project.feasibility),
      cover_id: text(project.cover?.id ?? project.cover_id),
      cover_url: text(project.cover?.url),
      video: text(project.video),
      wallet_address: text(project.wallet_address),
      voluntery_contribution: editableText(text(project.voluntery_contribution)),
    },
  };
}

/**
 * The project draft of an identity, persisted in localStorage (spec §3: one of the two persisted
 * slices), so it survives a reload and a browser restart.
 */
export function useProjectDraft(identityId: string, projectId?: string | null) {
  const key = draftKey(identityId, projectId);
  const draft = useSyncExternalStore(subscribe, () => readDraft(key));
  const save = useCallback(
    (next: Draft) => writeDraft(key, { ...next, updatedAt: new Date().toISOString() }),
    [key],
  );
  const updateValues = useCallback(
    (values: Partial<DraftValues>) => {
      const base = readDraft(key) ?? newDraft();
      // A server error stays on its field until the person changes that field.
      const changed = (field: string) => field in values && values[field as keyof DraftValues] !== base.values[field as keyof DraftValues];
      const cleared = Object.fromEntries(Object.entries(base.serverErrors).filter(([field]) => !changed(field)));
      const next = { ...base.values, ...values };
      if (Object.keys(values).every((field) => !changed(field))) return;
      writeDraft(key, { ...base, values: next, serverErrors: cleared, unsynced: true, updatedAt: new Date().toISOString() });
    },
    [key],
  );
  const clear = useCallback(() => writeDraft(key, null), [key]);
  return { key, draft, save, updateValues, clear };
}
