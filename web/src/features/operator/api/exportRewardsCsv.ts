import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const REWARDS_CSV_FILENAME = 'referral-rewards.csv';

/** GET /admin/referrals/rewards?format=csv: the whole ledger as CSV. */
export function exportRewardsCsv(): Promise<Blob> {
  return api.get<Blob>('/admin/referrals/rewards', { query: { format: 'csv' }, asPerson: true, responseType: 'blob' });
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportRewardsCsv() {
  return useMutation({ mutationFn: async () => saveFile(await exportRewardsCsv(), REWARDS_CSV_FILENAME) });
}
