import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { saveFile } from '@/lib/download';

/** The server's own file name for the download. */
export const payoutsCsvFilename = (roundNumber: number) => `matchpool-round-${roundNumber}-payouts.csv`;

/** GET /admin/rounds/{id}/payouts?format=csv: every payout of the round as CSV (with the operator's token). */
export function exportPayoutsCsv(roundId: string): Promise<Blob> {
  return api.get('/admin/rounds/{id}/payouts', { params: { path: { id: roundId }, query: { format: 'csv' } }, asPerson: true, parseAs: 'blob' });
}

export function useExportPayoutsCsv(roundId: string, roundNumber: number) {
  return useMutation({ mutationFn: async () => saveFile(await exportPayoutsCsv(roundId), payoutsCsvFilename(roundNumber)) });
}
