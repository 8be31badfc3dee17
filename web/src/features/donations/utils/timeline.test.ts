import { describe, expect, it } from 'vitest';
import { timelineLines } from './timeline';

const at = '2026-11-20T10:00:00Z';

describe('timelineLines', () => {
  it('shows a canceled 3-D Secure payment without the steps it never reached', () => {
    const lines = timelineLines({
      state: 'canceled',
      timeline: [
        { state: 'initiated', note: null, at },
        { state: 'action_required', note: null, at },
        { state: 'canceled', note: 'Canceled by the donor', at },
      ],
    });
    expect(lines.map((line) => line.state)).toEqual(['initiated', 'action_required', 'canceled']);
    expect(lines.every((line) => line.step)).toBe(true);
  });

  it('shows a refund after the settlement it reverses', () => {
    const lines = timelineLines({
      state: 'refunded',
      timeline: [
        { state: 'initiated', note: null, at },
        { state: 'settled', note: null, at },
        { state: 'refunded', note: 'Duplicate payment', at },
      ],
    });
    expect(lines.map((line) => line.state)).toEqual(['initiated', 'settled', 'refunded']);
  });

  it('lists the steps still ahead of a pending donation as not reached, without 3-D Secure', () => {
    const lines = timelineLines({ state: 'initiated', timeline: [{ state: 'initiated', note: null, at }] });
    expect(lines.map((line) => [line.state, Boolean(line.step)])).toEqual([
      ['initiated', true],
      ['pending', false],
      ['settled', false],
    ]);
  });

  it('keeps the 3-D Secure step of a donation waiting for it', () => {
    const lines = timelineLines({
      state: 'action_required',
      timeline: [
        { state: 'initiated', note: null, at },
        { state: 'action_required', note: null, at },
      ],
    });
    expect(lines.map((line) => [line.state, Boolean(line.step)])).toEqual([
      ['initiated', true],
      ['action_required', true],
      ['pending', false],
      ['settled', false],
    ]);
  });
});
