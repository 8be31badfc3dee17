import { z } from 'zod/mini';
import { optionalText, requiredText } from '@/lib/forms';
import { ALGORITHMS, isAlgorithm, type AdminRound, type RoundRequest } from './api/types';
import { parseUsdCents } from './utils/money';
import { fromUtcInput, toUtcInput } from './utils/utcInput';

/** The largest round number the server stores (a 32-bit integer). */
export const MAX_ROUND_NUMBER = 2_147_483_647;
/** The largest pool the server accepts, in cents (its check on `pool_amount`). */
const MAX_POOL_CENTS = 9e15;
/** US dollars with at most two decimals. */
const USD_AMOUNT = /^\d+(\.\d{1,2})?$/;
/** IP_max is at most 2^53 − 2 (matching.md §3). */
const MAX_IP_MAX = 2 ** 53 - 2;

/** The schedule in the order the server checks it: each date is compared with the one before. */
export const DATE_FIELDS = ['submission_start_at', 'submission_end_at', 'voting_start_at', 'voting_end_at', 'results_at'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

/**
 * `submission_start < submission_end <= voting_start < voting_end <= results_at`: whether each
 * date may equal the one before it (the server's RoundSchedule::validate).
 */
const MAY_EQUAL_PREVIOUS: Record<DateField, boolean> = {
  submission_start_at: false,
  submission_end_at: false,
  voting_start_at: true,
  voting_end_at: false,
  results_at: true,
};

export type ParamKey = 'unverified_weight' | 'vote_credit' | 'cm_max' | 'ip_max' | 'ip_threshold' | 'round_cap_fraction' | 'pairwise_m';

interface ParamRule {
  /** matching.md §3 default, as the form shows it ('' for "none"). */
  default: string;
  integer: boolean;
  ok: (value: number) => boolean;
}

/** matching.md §3: each parameter's default and allowed range (the server's Params::validate). */
export const PARAM_RULES: Record<ParamKey, ParamRule> = {
  unverified_weight: { default: '0.2', integer: false, ok: (u) => u >= 0 },
  vote_credit: { default: '0.25', integer: false, ok: (v) => v >= 0 },
  cm_max: { default: '4', integer: false, ok: (m) => m >= 1 },
  ip_max: { default: '1000000', integer: true, ok: (n) => n >= 1 && n <= MAX_IP_MAX },
  ip_threshold: { default: '0', integer: true, ok: (n) => n >= 0 && n <= Number.MAX_SAFE_INTEGER },
  // κ is used to the nearest millionth and must stay above 0 once rounded.
  round_cap_fraction: { default: '', integer: false, ok: (k) => k > 0 && k <= 1 && Math.round(k * 1e6) >= 1 },
  pairwise_m: { default: '10', integer: false, ok: (m) => m > 0 },
};
export const PARAM_KEYS = Object.keys(PARAM_RULES) as ParamKey[];

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/** A parameter as typed: a plain decimal (or whole number) inside its range; the round cap may be empty. */
function paramField(key: ParamKey) {
  const rule = PARAM_RULES[key];
  return z.string().check(
    z.trim(),
    z.superRefine((value, context) => {
      if (value === '') {
        if (key !== 'round_cap_fraction') context.addIssue({ code: 'custom', message: 'required' });
        return;
      }
      const valid = (rule.integer ? WHOLE : DECIMAL).test(value) && Number.isFinite(Number(value)) && rule.ok(Number(value));
      if (!valid) context.addIssue({ code: 'custom', message: 'invalid' });
    }),
  );
}

const dateField = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.refine((value) => fromUtcInput(value) !== null, { error: 'invalid' }),
  );

/**
 * The round form. Every value is the text of its input; the codes are the server's field codes
 * (`required`, `invalid`, `out_of_order`, ...), explained per field in roundsAdmin:fieldErrors.
 */
export const roundSchema = z
  .object({
    number: z.string().check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.refine((value) => WHOLE.test(value) && Number(value) >= 1 && Number(value) <= MAX_ROUND_NUMBER, { error: 'invalid' }),
    ),
    name: requiredText(200),
    description: optionalText(20_000),
    pool_amount: z.string().check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.refine((value) => !value.startsWith('-'), { error: 'negative' }),
      z.refine((value) => value.startsWith('-') || USD_AMOUNT.test(value), { error: 'invalid' }),
      // Well written but beyond what the server keeps: say so, not "two decimals".
      z.refine((value) => !USD_AMOUNT.test(value) || (parseUsdCents(value) ?? Infinity) <= MAX_POOL_CENTS, { error: 'too_large' }),
    ),
    submission_start_at: dateField(),
    submission_end_at: dateField(),
    voting_start_at: dateField(),
    voting_end_at: dateField(),
    results_at: dateField(),
    projects_need_approval: z.boolean(),
    algorithm: z.enum(ALGORITHMS, { error: 'invalid' }),
    unverified_weight: paramField('unverified_weight'),
    vote_credit: paramField('vote_credit'),
    cm_max: paramField('cm_max'),
    ip_max: paramField('ip_max'),
    ip_threshold: paramField('ip_threshold'),
    round_cap_fraction: paramField('round_cap_fraction'),
    pairwise_m: paramField('pairwise_m'),
  })
  .check(
    z.superRefine((values, context) => {
      // Each date after the one before it, reported on the later date, as the server does.
      DATE_FIELDS.forEach((field, index) => {
        const previous = DATE_FIELDS[index - 1];
        if (!previous) return;
        const before = fromUtcInput(values[previous]);
        const at = fromUtcInput(values[field]);
        if (before === null || at === null) return;
        const inOrder = MAY_EQUAL_PREVIOUS[field] ? at >= before : at > before;
        if (!inOrder) context.addIssue({ code: 'custom', path: [field], message: 'out_of_order' });
      });
    }),
  );

export type RoundFormValues = z.infer<typeof roundSchema>;
export const ROUND_FIELDS = Object.keys(roundSchema.shape) as (keyof RoundFormValues)[];
/** What a frozen round can no longer change (the server answers 409 `results.frozen`). */
export const FROZEN_FIELDS: readonly (keyof RoundFormValues)[] = ['pool_amount', 'voting_start_at', 'voting_end_at', 'algorithm', ...PARAM_KEYS];

/** A new round: empty dates, the matching.md defaults, and the number after the highest one. */
export function newRoundValues(nextNumber: number): RoundFormValues {
  return {
    number: String(nextNumber),
    name: '',
    description: '',
    pool_amount: '',
    submission_start_at: '',
    submission_end_at: '',
    voting_start_at: '',
    voting_end_at: '',
    results_at: '',
    projects_need_approval: true,
    algorithm: 'qf',
    ...(Object.fromEntries(PARAM_KEYS.map((key) => [key, PARAM_RULES[key].default])) as Record<ParamKey, string>),
  };
}

const paramText = (value: number | null | undefined, key: ParamKey) =>
  value === null || value === undefined ? PARAM_RULES[key].default : String(value);

/** An existing round's values as the form shows them (dates in UTC, to the minute). */
export function roundValues(round: AdminRound): RoundFormValues {
  const { params } = round;
  return {
    number: String(round.number),
    name: round.name,
    description: round.description ?? '',
    pool_amount: String(round.pool_cents / 100),
    submission_start_at: toUtcInput(round.submission_start_at),
    submission_end_at: toUtcInput(round.submission_end_at),
    voting_start_at: toUtcInput(round.voting_start_at),
    voting_end_at: toUtcInput(round.voting_end_at),
    results_at: round.results_at ? toUtcInput(round.results_at) : '',
    projects_need_approval: round.projects_need_approval ?? false,
    algorithm: isAlgorithm(round.algorithm) ? round.algorithm : 'qf',
    ...(Object.fromEntries(PARAM_KEYS.map((key) => [key, paramText(params[key], key)])) as Record<ParamKey, string>),
  };
}

/**
 * The API body for valid form values. A new round sends everything; an edit sends only what
 * changed, so untouched dates keep their exact seconds and a frozen round's matching setup is
 * never resent.
 */
export function toRoundRequest(values: RoundFormValues, initial?: RoundFormValues): RoundRequest {
  const changed = (key: keyof RoundFormValues) => !initial || String(values[key]).trim() !== String(initial[key]).trim();
  const body: RoundRequest = {};
  if (changed('number')) body.number = Number(values.number);
  if (changed('name')) body.name = values.name.trim();
  if (changed('description')) body.description = values.description.trim();
  if (changed('pool_amount')) body.pool_amount = (parseUsdCents(values.pool_amount) ?? 0) / 100;
  for (const field of DATE_FIELDS) {
    const at = fromUtcInput(values[field]);
    if (changed(field) && at !== null) body[field] = at;
  }
  if (changed('projects_need_approval')) body.projects_need_approval = values.projects_need_approval;
  if (changed('algorithm')) body.algorithm = values.algorithm;
  const params: NonNullable<RoundRequest['params']> = {};
  for (const key of PARAM_KEYS) {
    if (!changed(key)) continue;
    const text = values[key].trim();
    params[key] = text === '' ? null : Number(text);
  }
  if (Object.keys(params).length > 0) body.params = params;
  return body;
}

/** The parameter a 422 `params` error is about: the server names the key in its message. */
export function paramNamedIn(message: string): ParamKey | undefined {
  return PARAM_KEYS.find((key) => new RegExp(`\\b${key}\\b`).test(message));
}
