import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { saveFile } from '@/lib/download';

/** The file name the server gives the export (`Content-Disposition`), for the browser's download. */
export const exportFilename = (now = new Date()) => `matchpool-data-${now.toISOString().slice(0, 10)}.json`;

/** GET /me/export: everything Matchpool keeps about the person, saved as a JSON file. */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => saveFile(await api.get('/me/export', { asPerson: true, parseAs: 'blob' }), exportFilename()),
  });
}

/** The navigation state of /goodbye after a deletion: the page then ends the session. */
export interface Goodbye {
  accountDeleted: true;
}

/**
 * POST /me/delete with the password: the account is erased and every sign-in ends, this one too.
 * The session is forgotten on /goodbye (`Goodbye` in the navigation's state), once the settings
 * have left the screen: cleared while they are still shown, their queries would be asked again
 * without a sign-in (the 401s of issue 36).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => api.post('/me/delete', { body: { password }, asPerson: true }),
  });
}
