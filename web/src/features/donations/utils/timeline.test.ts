import { describe, expect, it } from 'vitest';
import { timelineLines } from './timeline';

const at = '2026-11-20T10:00:00Z';
const shape = (lines: ReturnType<typeof timelineLines>) => lines.map((line) => [line.state, Boolean(line.step), line.current]);

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
    expect(lines.every((line) => line.step && !line.current)).toBe(true);
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

  it('lists no step still ahead of a donation on its way, only where it is now', () => {
    const lines = timelineLines({ state: 'initiated', timeline: [{ state: 'initiated', note: null, at }] });
    expect(shape(lines)).toEqual([['initiated', true, true]]);
  });

  it('never puts an unreached pending step between two ticked steps of a card settled at once', () => {
    const lines = timelineLines({
      state: 'settled',
      timeline: [
        { state: 'initiated', note: null, at },
        { state: 'settled', note: null, at },
      ],
    });
    expect(shape(lines)).toEqual([
      ['initiated', true, false],
      ['settled', true, false],
    ]);
  });

  it('shows an ADA donation that starts pending without an initiated step', () => {
    const lines = timelineLines({ state: 'pending', timeline: [{ state: 'pending', note: null, at }] });
    expect(shape(lines)).toEqual([['pending', true, true]]);
  });

  it('adds the current state when the timeline has no step for it yet', () => {
    const lines = timelineLines({ state: 'pending', timeline: [{ state: 'initiated', note: null, at }] });
    expect(shape(lines)).toEqual([
      ['initiated', true, false],
      ['pending', false, true],
    ]);
  });

  it('keeps the 3-D Secure step of a donation waiting for it as the current one', () => {
    const lines = timelineLines({
      state: 'action_required',
      timeline: [
        { state: 'initiated', note: null, at },
        { state: 'action_required', note: null, at },
      ],
    });
    expect(shape(lines)).toEqual([
      ['initiated', true, false],
      ['action_required', true, true],
    ]);
  });
});
