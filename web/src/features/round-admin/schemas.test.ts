import { describe, expect, it } from 'vitest';
import type { AdminRound } from './api/types';
import { newRoundValues, paramNamedIn, roundSchema, roundValues, toRoundRequest, type RoundFormValues } from './schemas';
import { matchingParams } from '@/test/fixtures';

const valid: RoundFormValues = {
  ...newRoundValues(7),
  name: 'Round 7: Open Data',
  pool_amount: '25000.50',
  submission_start_at: '2030-01-01T00:00',
  submission_end_at: '2030-01-15T00:00',
  voting_start_at: '2030-01-15T00:00',
  voting_end_at: '2030-02-01T12:30',
  results_at: '2030-02-08T09:00',
};

/** The code of each failing field (the first issue per field). */
function errors(values: Partial<RoundFormValues>): Record<string, string> {
  const result = roundSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('the round form schema', () => {
  it('accepts a complete round with the matching.md defaults', () => {
    expect(errors({})).toEqual({});
    expect(newRoundValues(7)).toMatchObject({
      number: '7',
      algorithm: 'qf',
      unverified_weight: '0.2',
      vote_credit: '0.25',
      cm_max: '4',
      ip_max: '1000000',
      ip_threshold: '0',
      round_cap_fraction: '',
      pairwise_m: '10',
    });
  });

  it('puts dates out of order on the later date, as the server does', () => {
    expect(errors({ voting_end_at: '2030-01-10T00:00' })).toEqual({ voting_end_at: 'out_of_order' });
    expect(errors({ submission_end_at: '2030-01-01T00:00' })).toEqual({ submission_end_at: 'out_of_order' });
    expect(errors({ voting_start_at: '2030-01-14T23:59' })).toEqual({ voting_start_at: 'out_of_order' });
    expect(errors({ results_at: '2030-02-01T12:29' })).toEqual({ results_at: 'out_of_order' });
    // Voting may open as submissions close, and results may come as voting closes.
    expect(errors({ results_at: '2030-02-01T12:30' })).toEqual({});
  });

  it('checks the order even while other fields are still missing', () => {
    expect(errors({ name: '', voting_end_at: '2030-01-10T00:00' })).toEqual({ name: 'required', voting_end_at: 'out_of_order' });
  });

  it('wants every date, as a real date and time', () => {
    expect(errors({ submission_start_at: '' })).toEqual({ submission_start_at: 'required' });
    expect(errors({ results_at: '2030-02-31T10:00' })).toEqual({ results_at: 'invalid' });
  });

  it('wants a round number from 1 and a pool in dollars with at most two decimals', () => {
    expect(errors({ number: '0' })).toEqual({ number: 'invalid' });
    expect(errors({ number: '2.5' })).toEqual({ number: 'invalid' });
    expect(errors({ number: '2147483648' })).toEqual({ number: 'invalid' });
    expect(errors({ pool_amount: '-5' })).toEqual({ pool_amount: 'negative' });
    expect(errors({ pool_amount: '12.345' })).toEqual({ pool_amount: 'invalid' });
    expect(errors({ pool_amount: '' })).toEqual({ pool_amount: 'required' });
    expect(errors({ pool_amount: '0' })).toEqual({});
  });

  it.each([
    ['unverified_weight', '-1', false],
    ['unverified_weight', '0', true],
    ['vote_credit', 'a lot', false],
    ['vote_credit', '0', true],
    ['cm_max', '0.5', false],
    ['cm_max', '1', true],
    ['ip_max', '0', false],
    ['ip_max', '1.5', false],
    ['ip_max', '9007199254740990', true],
    ['ip_max', '9007199254740991', false],
    ['ip_threshold', '5', true],
    ['ip_threshold', '-1', false],
    ['round_cap_fraction', '', true],
    ['round_cap_fraction', '0', false],
    ['round_cap_fraction', '1', true],
    ['round_cap_fraction', '1.01', false],
    ['round_cap_fraction', '0.0000004', false],
    ['round_cap_fraction', '0.000001', true],
    ['pairwise_m', '0', false],
    ['pairwise_m', '25', true],
    ['pairwise_m', '', false],
  ] as const)('checks %s = "%s" against its matching.md range (valid: %s)', (key, value, ok) => {
    const found = errors({ [key]: value });
    if (ok) expect(found).toEqual({});
    else expect(found[key]).toMatch(/^(invalid|required)$/);
  });
});

describe('the request sent for the form', () => {
  it('sends everything for a new round: UTC dates, the pool in dollars, all parameters', () => {
    const body = toRoundRequest(roundSchema.parse({ ...valid, algorithm: 'pairwise', pairwise_m: '25', round_cap_fraction: '0.25' }));
    expect(body).toEqual({
      number: 7,
      name: 'Round 7: Open Data',
      description: '',
      pool_amount: 25000.5,
      submission_start_at: '2030-01-01T00:00:00Z',
      submission_end_at: '2030-01-15T00:00:00Z',
      voting_start_at: '2030-01-15T00:00:00Z',
      voting_end_at: '2030-02-01T12:30:00Z',
      results_at: '2030-02-08T09:00:00Z',
      projects_need_approval: true,
      algorithm: 'pairwise',
      params: {
        unverified_weight: 0.2,
        vote_credit: 0.25,
        cm_max: 4,
        ip_max: 1000000,
        ip_threshold: 0,
        round_cap_fraction: 0.25,
        pairwise_m: 25,
      },
    });
    expect(toRoundRequest(valid).params?.round_cap_fraction).toBeNull();
  });

  const round: AdminRound = {
    id: 'r-3',
    number: 3,
    name: 'Round 3: Education for All',
    description: 'Schools.',
    pool_amount: 40000,
    pool_cents: 4000000,
    projects_need_approval: false,
    cover: null,
    submission_start_at: '2026-10-23T11:15:02.047043216Z',
    submission_end_at: '2026-11-07T11:15:02.047043216Z',
    voting_start_at: '2026-11-12T11:15:02.047043216Z',
    voting_end_at: '2026-12-04T11:15:02.047043216Z',
    results_at: '2026-12-12T11:15:02.047043216Z',
    voting_announce_at: '2026-12-12T11:15:02.047043216Z',
    phase: 'voting',
    status: 'DURING',
    total_projects: 6,
    total_votes: 24,
    total_donations: 600,
    algorithm: 'qf',
    params: { ...matchingParams, round_cap_fraction: 0.3 },
    created_at: '2026-11-22T11:15:02Z',
    updated_at: '2026-11-22T11:15:02Z',
  };

  it('shows an existing round in UTC, to the minute', () => {
    expect(roundValues(round)).toMatchObject({
      number: '3',
      pool_amount: '40000',
      voting_end_at: '2026-12-04T11:15',
      round_cap_fraction: '0.3',
      description: 'Schools.',
    });
  });

  it('sends only what changed on an edit, so untouched dates keep their seconds', () => {
    const initial = roundValues(round);
    expect(toRoundRequest({ ...initial, name: 'Renamed' }, initial)).toEqual({ name: 'Renamed' });
    expect(toRoundRequest({ ...initial, round_cap_fraction: '', description: '' }, initial)).toEqual({
      description: '',
      params: { round_cap_fraction: null },
    });
    expect(toRoundRequest({ ...initial, voting_end_at: '2026-12-05T00:00' }, initial)).toEqual({ voting_end_at: '2026-12-05T00:00:00Z' });
  });

  it('asks for approval of projects in new rounds, keeps an existing round as it is, and sends a change', () => {
    expect(newRoundValues(1).projects_need_approval).toBe(true);
    const initial = roundValues(round);
    expect(initial.projects_need_approval).toBe(false);
    expect(roundValues({ ...round, projects_need_approval: true }).projects_need_approval).toBe(true);
    expect(toRoundRequest({ ...initial, projects_need_approval: true }, initial)).toEqual({ projects_need_approval: true });
  });

  it('finds the parameter a server message names', () => {
    expect(paramNamedIn('Invalid matching parameters: parameter cm_max = 0.5 is out of range: it must be a number >= 1.')).toBe('cm_max');
    expect(paramNamedIn('Invalid matching parameters: pairwise_m: invalid type: string "x", expected f64.')).toBe('pairwise_m');
    expect(paramNamedIn('Invalid matching parameters: unknown field `surprise`.')).toBeUndefined();
  });
});
