import { z } from 'zod/mini';
import { emailField, optionalText, requiredText, requiredValue } from '@/lib/forms';
import type { WizardStep } from '@/lib/paths';
import { TRACKS } from '../constants';
import { videoEmbedUrl } from '../utils/project';
import type { DraftValues } from './draft';

const LONG = 20_000;
const longText = () => requiredText(LONG);
/** Trimmed text that is empty or passes `ok`, else `error`. */
const emptyOr = (ok: (value: string) => boolean, error: string) =>
  z.string().check(z.trim(), z.refine((value) => value === '' || ok(value), { error }));
const optionalUrl = () => emptyOr((value) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), 'invalid_url');
const oneOf = (values: readonly string[]) =>
  z.string().check(z.minLength(1, { error: 'required' }), z.refine((value) => values.includes(value), { error: 'invalid' }));

/** Bech32 Cardano addresses (mainnet `addr1…`, testnet `addr_test1…`); the server checks fully. */
export const CARDANO_ADDRESS = /^addr(_test)?1[02-9ac-hj-np-z]{50,110}$/;

/** One schema per step; each field belongs to exactly one step. */
export const stepSchemas = {
  1: z.object({
    title: requiredText(200),
    description: longText(),
    // One of the server's causes (`social_causes` of GET /config), which the select offers; the
    // server refuses any other.
    social_cause: requiredValue(),
    category: oneOf(TRACKS),
    city: optionalText(100),
    country: optionalText(100),
  }),
  2: z.object({ email: emailField(), website: optionalUrl(), linkedin: optionalUrl() }),
  3: z.object({ problem_statement: longText(), solution: longText() }),
  4: z.object({
    goals: longText(),
    cost_breakdown: longText(),
    total_requested_amount: z.string().check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.refine((value) => /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0, { error: 'invalid_amount' }),
    ),
  }),
  5: z.object({
    impact_assessment_type: z.enum(['OPTION_A', 'OPTION_B']),
    impact_assessment: longText(),
    feasibility: longText(),
  }),
  6: z.object({
    cover_id: requiredValue('cover_required'),
    cover_url: z.string(),
    video: emptyOr((value) => videoEmbedUrl(value) !== null, 'invalid_video'),
  }),
  7: z.object({
    wallet_address: emptyOr((value) => CARDANO_ADDRESS.test(value), 'invalid_wallet'),
    voluntery_contribution: optionalText(2000),
  }),
} satisfies Record<WizardStep, z.ZodMiniObject>;

export type StepValues<S extends WizardStep> = z.infer<(typeof stepSchemas)[S]>;

/** The step that asks for a field, to send the server's field errors back where they belong. */
export const FIELD_STEP: Record<string, WizardStep> = Object.fromEntries(
  (Object.entries(stepSchemas) as [string, z.ZodMiniObject][]).flatMap(([step, schema]) =>
    Object.keys(schema.shape).map((field) => [field, Number(step) as WizardStep]),
  ),
);
FIELD_STEP.total_requested_amount = 4;

/** The steps whose values do not pass their schema yet, with the first failing field's code. */
export function invalidSteps(values: DraftValues): { step: WizardStep; field: string; code: string }[] {
  return (Object.entries(stepSchemas) as [string, z.ZodMiniObject][]).flatMap(([step, schema]) => {
    const result = schema.safeParse(values);
    if (result.success) return [];
    const issue = result.error.issues[0];
    return [{ step: Number(step) as WizardStep, field: String(issue?.path[0] ?? ''), code: issue?.message ?? 'invalid' }];
  });
}

/** The steps still to complete, so the wizard's progress never marks one done that is not. */
export function incompleteSteps(values: DraftValues): ReadonlySet<WizardStep> {
  return new Set(invalidSteps(values).map(({ step }) => step));
}
