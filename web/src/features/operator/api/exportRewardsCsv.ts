import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { saveFile } from '@/lib/download';

export const REWARDS_CSV_FILENAME = 'referral-rewards.csv';

/** GET /admin/referrals/rewards?format=csv: the whole ledger as CSV. */
export function exportRewardsCsv(): Promise<Blob> {
  return api.get('/admin/referrals/rewards', { params: { query: { format: 'csv' } }, asPerson: true, parseAs: 'blob' });
}

export function useExportRewardsCsv() {
  return useMutation({ mutationFn: async () => saveFile(await exportRewardsCsv(), REWARDS_CSV_FILENAME) });
}
