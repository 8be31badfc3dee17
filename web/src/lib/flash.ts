/**
 * A confirmation shown once on the page a finished action leads to, carried in the navigation's
 * state (`navigate(to, { state: flash(...) })`), so it never outlives that visit.
 */
export type Flash =
  | { kind: 'projectDeleted'; title: string }
  | { kind: 'organizationCreated'; name: string }
  | { kind: 'sessionExpired' };

export function flash(value: Flash): { flash: Flash } {
  return { flash: value };
}

const KINDS: Flash['kind'][] = ['projectDeleted', 'organizationCreated', 'sessionExpired'];

/** The confirmation a location's state carries, if any. */
export function readFlash(state: unknown): Flash | undefined {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return undefined;
  const value = state.flash;
  if (typeof value !== 'object' || value === null || !('kind' in value)) return undefined;
  return KINDS.includes((value as { kind: Flash['kind'] }).kind) ? (value as Flash) : undefined;
}
