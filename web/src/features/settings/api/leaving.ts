import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { session } from '@/lib/auth/session';
import { saveFile } from '@/lib/download';

/** The file name the server gives the export (`Content-Disposition`), for the browser's download. */
export const exportFilename = (now = new Date()) => `matchpool-data-${now.toISOString().slice(0, 10)}.json`;

/** GET /me/export: everything Matchpool keeps about the person, saved as a JSON file. */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => saveFile(await api.get<Blob>('/me/export', { asPerson: true, responseType: 'blob' }), exportFilename()),
  });
}

/** POST /me/delete with the password: the account is erased and every sign-in ends, this one too. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => api.post<void>('/me/delete', { password }, { asPerson: true }),
    onSuccess: () => session.clear(),
  });
}
