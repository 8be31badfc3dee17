import type { TotalDonations } from '../api/types';
import { TRACKS } from '../constants';
import type { Track } from '../api/types';

/** Spec §9: the USD raised is Σ amount × rate over the currencies. */
export function raisedUsd(totals: TotalDonations | null | undefined): number {
  return Object.values(totals ?? {}).reduce((sum, { amount, rate }) => sum + amount * rate, 0);
}

/** Share of the target raised, 0–100. */
export function progressPercent(raised: number, target: number): number {
  if (!(target > 0)) return 0;
  return Math.min(100, Math.max(0, (raised / target) * 100));
}

export function isTrack(value: string | null | undefined): value is Track {
  return typeof value === 'string' && (TRACKS as readonly string[]).includes(value);
}

const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Spec §3 video helper: a YouTube or Vimeo watch or short link becomes its embed address;
 * any other link gives nothing (the same rules as the server).
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = segments[0] === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live'].includes(segments[0] ?? '') ? segments[1] : null;
    return id && VIDEO_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  }
  if (host === 'youtu.be') {
    const id = segments[0];
    return id && VIDEO_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = [...segments].reverse().find((segment) => /^\d+$/.test(segment));
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

/** "City, Country", or null for a project open to the world. */
export function locationOf(project: { city?: string | null; country?: string | null }): string | null {
  const parts = [project.city, project.country].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
