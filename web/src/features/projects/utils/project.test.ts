import { describe, expect, it } from 'vitest';
import { locationOf, progressPercent, raisedUsd, videoEmbedUrl } from './project';

describe('raisedUsd', () => {
  it('sums amount × rate over every currency', () => {
    expect(raisedUsd({ USD: { amount: 120, rate: 1 }, lovelace: { amount: 100, rate: 0.5 } })).toBe(170);
    expect(raisedUsd({})).toBe(0);
  });
});

describe('progressPercent', () => {
  it('is bounded to 0–100', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(500, 200)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
  });
});

describe('videoEmbedUrl', () => {
  it('embeds YouTube and Vimeo links and nothing else', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://example.org/video.mp4')).toBeNull();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(videoEmbedUrl('')).toBeNull();
  });
});

describe('locationOf', () => {
  it('joins city and country, or answers null', () => {
    expect(locationOf({ city: 'Nairobi', country: 'Kenya' })).toBe('Nairobi, Kenya');
    expect(locationOf({ city: null, country: 'Kenya' })).toBe('Kenya');
    expect(locationOf({ city: ' ', country: null })).toBeNull();
  });
});
