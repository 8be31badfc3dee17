import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { saveFile } from '@/lib/download';

export type StatementFormat = 'pdf' | 'csv';

export const receiptFilename = (donationId: string) => `receipt-${donationId}.pdf`;
export const statementFilename = (year: number, format: StatementFormat) => `statement-${year}.${format}`;

/** GET /donations/{id}/receipt.pdf: the PDF receipt of a settled donation, in `language`. */
export function fetchReceipt(donationId: string, language: string): Promise<Blob> {
  return api.get('/donations/{id}/receipt.pdf', { params: { path: { id: donationId }, query: { lng: language } }, asPerson: true, parseAs: 'blob' });
}

/** GET /me/statements/{year}: the person's yearly statement as PDF or CSV, in `language`. */
export function fetchStatement(year: number, format: StatementFormat, language: string): Promise<Blob> {
  return api.get('/me/statements/{year}', { params: { path: { year }, query: { format, lng: language } }, asPerson: true, parseAs: 'blob' });
}

/** Downloads a receipt with the person's token (the file is an authenticated download). */
export function useDownloadReceipt(language: string) {
  return useMutation({
    mutationFn: async (donationId: string) => saveFile(await fetchReceipt(donationId, language), receiptFilename(donationId)),
  });
}

export function useDownloadStatement(language: string) {
  return useMutation({
    mutationFn: async ({ year, format }: { year: number; format: StatementFormat }) =>
      saveFile(await fetchStatement(year, format, language), statementFilename(year, format)),
  });
}
