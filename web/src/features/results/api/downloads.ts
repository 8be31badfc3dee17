import { API_BASE } from '@/lib/api/client';

/** Plain links to the public downloads (the server sends them as attachments). */
export function resultDownloads(roundId: string, roundNumber: number) {
  const base = `${API_BASE}/rounds/${encodeURIComponent(roundId)}`;
  return {
    auditPack: { href: `${base}/audit-pack`, filename: `matchpool-round-${roundNumber}-audit-pack.zip` },
    csv: { href: `${base}/results.csv`, filename: `matchpool-round-${roundNumber}-results.csv` },
    json: { href: `${base}/results.json`, filename: `matchpool-round-${roundNumber}-results.json` },
  };
}

/** The one command that recomputes a round from its audit pack. */
export function verifyCommand(roundNumber: number): string {
  return `matchpool qf verify ${resultDownloads('', roundNumber).auditPack.filename}`;
}
