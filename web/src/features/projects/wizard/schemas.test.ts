import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES } from './draft';
import { FIELD_STEP, invalidSteps, stepSchemas } from './schemas';

describe('wizard schemas', () => {
  it('map every field to the step that asks for it', () => {
    expect(FIELD_STEP.title).toBe(1);
    expect(FIELD_STEP.email).toBe(2);
    expect(FIELD_STEP.total_requested_amount).toBe(4);
    expect(FIELD_STEP.cover_id).toBe(6);
    expect(FIELD_STEP.wallet_address).toBe(7);
  });

  it('require the amount to be a positive number', () => {
    const step4 = (total: string) => stepSchemas[4].safeParse({ goals: 'g', cost_breakdown: 'c', total_requested_amount: total });
    expect(step4('5000').success).toBe(true);
    expect(step4('12.50').success).toBe(true);
    expect(step4('0').success).toBe(false);
    expect(step4('ten').success).toBe(false);
  });

  it('accept only video-service links and Cardano addresses', () => {
    expect(stepSchemas[6].safeParse({ cover_id: 'x', cover_url: '', video: 'https://example.org/a.mp4' }).success).toBe(false);
    expect(stepSchemas[6].safeParse({ cover_id: 'x', cover_url: '', video: 'https://youtu.be/abc' }).success).toBe(true);
    const wallet = (address: string) => stepSchemas[7].safeParse({ wallet_address: address, voluntery_contribution: '' }).success;
    expect(wallet('addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz')).toBe(true);
    expect(wallet('')).toBe(true);
    expect(wallet('0x1234')).toBe(false);
  });

  it('list the steps still to complete', () => {
    expect(invalidSteps(EMPTY_VALUES).map((entry) => entry.step)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
