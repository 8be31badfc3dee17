import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import type { AdminRound } from '../api/types';
import { RoundForm } from './RoundForm';
import { matchingParams } from '@/test/fixtures';

const round: AdminRound = {
  id: 'round-3',
  number: 3,
  name: 'Round 3: Education for All',
  description: 'Schools.',
  pool_amount: 40000,
  pool_cents: 4000000,
  projects_need_approval: false,
  cover: null,
  submission_start_at: '2026-10-23T11:15:02.047Z',
  submission_end_at: '2026-11-07T11:15:02.047Z',
  voting_start_at: '2026-11-12T11:15:02.047Z',
  voting_end_at: '2026-12-04T11:15:02.047Z',
  results_at: '2026-12-12T11:15:02.047Z',
  voting_announce_at: '2026-12-12T11:15:02.047Z',
  phase: 'tallying',
  status: 'AFTER',
  total_projects: 6,
  total_votes: 24,
  total_donations: 600,
  algorithm: 'qf',
  params: matchingParams,
  created_at: '2026-11-22T11:15:02Z',
  updated_at: '2026-11-22T11:15:02Z',
};

function renderForm(props: Partial<Parameters<typeof RoundForm>[0]> = {}, respond: (body: unknown) => Response = () => jsonResponse(201, round)) {
  const onSaved = vi.fn();
  const { calls } = mockFetch((call) => (call.method === 'GET' ? jsonResponse(404, { code: 'not_found' }) : respond(call.body)));
  renderRoutes([{ path: '/', element: <RoundForm nextNumber={7} onSaved={onSaved} onCancel={() => undefined} {...props} /> }], '/');
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { onSaved, writes };
}

/** A date field of the form: a group of spin buttons (month, day, year, hour, minute in English). */
const dateGroup = (label: RegExp) => screen.getByRole('group', { name: label });
const segment = (label: RegExp, part: string) => within(dateGroup(label)).getByRole('spinbutton', { name: new RegExp(`^${part}`, 'i') });

/** Types a `YYYY-MM-DDTHH:mm` date into its field's parts, as a person does. */
async function setDate(user: UserEvent, label: RegExp, value: string) {
  const [, year, month, day, hour, minute] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value) ?? [];
  for (const [part, digits] of [
    ['month', month],
    ['day', day],
    ['year', year],
    ['hour', hour],
    ['minute', minute],
  ] as const) {
    segment(label, part).focus();
    await user.keyboard(digits ?? '');
  }
}

/** What the form holds for a date field (React Aria's hidden input, as submitted). */
const dateValue = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;

async function fillValidRound() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Round 7: Open Data');
  await user.type(screen.getByRole('textbox', { name: /^Matching pool/ }), '25000');
  await setDate(user, /^Submissions open/, '2030-01-01T00:00');
  await setDate(user, /^Submissions close/, '2030-01-15T00:00');
  await setDate(user, /^Voting opens/, '2030-01-15T00:00');
  await setDate(user, /^Voting closes/, '2030-02-01T12:30');
  await setDate(user, /^Results published/, '2030-02-08T09:00');
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RoundForm', () => {
  it('starts from the next number and the matching.md defaults, with their ranges', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /^Round number/ })).toHaveValue('7');
    expect(screen.getByRole('textbox', { name: 'Weight of unverified supporters' })).toHaveValue('0.2');
    expect(screen.getByRole('textbox', { name: 'Vote credit (√USD)' })).toHaveValue('0.25');
    expect(screen.getByRole('textbox', { name: 'Largest impact multiplier' })).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: 'Round cap (share of the pool)' })).toHaveValue('');
    expect(screen.getByText(/Default 4\. Any number from 1/)).toBeInTheDocument();
    // Each date is typed part by part (or picked in a calendar), to the minute, in UTC.
    expect(segment(/^Voting closes \(UTC\)/, 'hour')).toBeInTheDocument();
    expect(segment(/^Voting closes \(UTC\)/, 'minute')).toBeInTheDocument();
    // The pairwise threshold only matters, and shows, for the pairwise algorithm.
    expect(screen.queryByRole('textbox', { name: 'Pairwise threshold (USD)' })).not.toBeInTheDocument();
  });

  it('refuses dates out of order on the field, and sends nothing', async () => {
    const { writes, onSaved } = renderForm();
    const user = await fillValidRound();
    await setDate(user, /^Voting closes/, '2030-01-10T00:00');
    await user.click(screen.getByRole('button', { name: 'Create round' }));

    expect(await screen.findByText('Voting must close after it opens.')).toBeInTheDocument();
    expect(segment(/^Voting closes/, 'day')).toHaveAttribute('aria-invalid', 'true');
    expect(segment(/^Voting closes/, 'month')).toHaveFocus();
    expect(writes()).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses parameters outside their range', async () => {
    const { writes } = renderForm();
    const user = await fillValidRound();
    const multiplier = screen.getByRole('textbox', { name: 'Largest impact multiplier' });
    await user.clear(multiplier);
    await user.type(multiplier, '0.5');
    const cap = screen.getByRole('textbox', { name: 'Round cap (share of the pool)' });
    await user.type(cap, '1.5');
    await user.click(screen.getByRole('button', { name: 'Create round' }));

    expect(await screen.findByText('Enter a number of 1 or more, such as 4.')).toBeInTheDocument();
    expect(screen.getByText(/Enter a number above 0 and at most 1/)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('creates the round with UTC dates and every parameter', async () => {
    const { writes, onSaved } = renderForm();
    const user = await fillValidRound();
    await user.type(screen.getByRole('textbox', { name: 'Round cap (share of the pool)' }), '0.25');
    await user.click(screen.getByRole('button', { name: 'Create round' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(round, true));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/admin/rounds',
      body: {
        number: 7,
        name: 'Round 7: Open Data',
        pool_amount: 25000,
        voting_end_at: '2030-02-01T12:30:00Z',
        algorithm: 'qf',
        params: { unverified_weight: 0.2, cm_max: 4, round_cap_fraction: 0.25, ip_max: 1000000 },
      },
    });
  });

  it("puts the server's errors on their fields: a taken number, and the parameter its message names", async () => {
    let answer = jsonResponse(409, { code: 'round.number_taken', message: 'Another round already has this number.' });
    const { onSaved } = renderForm({}, () => answer);
    const user = await fillValidRound();
    await user.click(screen.getByRole('button', { name: 'Create round' }));
    expect(await screen.findByText('Another round already has this number.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Round number/ })).toHaveAttribute('aria-invalid', 'true');

    answer = jsonResponse(422, {
      code: 'validation',
      message: 'Invalid matching parameters: parameter vote_credit = -1 is out of range: it must be a number >= 0.',
      fields: { params: 'invalid', results_at: 'out_of_order' },
    });
    await user.click(screen.getByRole('button', { name: 'Create round' }));
    expect(await screen.findByText('Enter a number of 0 or more, such as 0.25.')).toBeInTheDocument();
    expect(screen.getByText("Results can't be published before voting closes.")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says what a frozen round can no longer change, locks it, and sends only what changed', async () => {
    const { writes, onSaved } = renderForm({ round, frozen: true }, () => jsonResponse(200, { ...round, name: 'Renamed' }));
    expect(screen.getByText(/results are frozen: its matching pool, voting dates, algorithm and matching parameters can no longer change/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Matching pool/ })).toBeDisabled();
    expect(segment(/^Voting closes/, 'day')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', { name: 'Vote credit (√USD)' })).toBeDisabled();
    expect(segment(/^Results published/, 'day')).not.toHaveAttribute('aria-disabled');
    expect(dateValue('voting_end_at')).toBe('2026-12-04T11:15:00');

    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()[0]).toMatchObject({ method: 'PATCH', path: '/admin/rounds/round-3', body: { name: 'Renamed' } });
    expect(Object.keys(writes()[0]?.body as object)).toEqual(['name']);
  });

  it('turns project approval on with the switch from the keyboard, and sends only that', async () => {
    const { writes, onSaved } = renderForm({ round }, () => jsonResponse(200, { ...round, projects_need_approval: true }));
    const toggle = screen.getByRole('switch', { name: 'Projects need approval' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/stay hidden until an operator approves them/);
    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()[0]?.body).toEqual({ projects_need_approval: true });
  });
});

describe.each([
  ['en', /^Matching pool/, 'Create round', 'This amount is too large: the matching pool can be at most $90,000,000,000,000.', /two decimals/],
  ['ar', /^صندوق المضاعفة/, 'إنشاء الجولة', 'هذا المبلغ كبير جدًا: لا يمكن أن يتجاوز صندوق المضاعفة 90,000,000,000,000 دولار أمريكي.', /بمنزلتين عشريتين/],
])('RoundForm pool amount (%s)', (language, pool, create, tooLarge, twoDecimals) => {
  it('calls a pool beyond what the server keeps too large, not badly written', async () => {
    const { calls } = mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    renderRoutes([{ path: '/', element: <RoundForm nextNumber={7} onSaved={vi.fn()} onCancel={() => undefined} /> }], '/', undefined, language);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: pool }), '123456789012345678');
    await user.click(screen.getByRole('button', { name: create }));

    expect(await screen.findByText(tooLarge)).toBeInTheDocument();
    expect(screen.queryByText(twoDecimals)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});
