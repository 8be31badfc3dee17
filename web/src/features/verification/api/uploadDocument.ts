import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { UploadedDocument } from './types';

/**
 * POST /verifications/documents: one document (PDF or picture), kept private by the server: only
 * its owner and operators get links to it, signed and short-lived.
 */
export async function uploadDocument(file: File): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  const media = await api.post('/verifications/documents', { body: form });
  return { id: media.id, url: media.url, filename: media.filename ?? file.name, contentType: file.type || undefined };
}

/** Lets the form know an upload is still under way. */
export const UPLOAD_DOCUMENT_KEY = ['verification', 'upload-document'] as const;

export function useUploadDocument() {
  return useMutation({ mutationKey: UPLOAD_DOCUMENT_KEY, mutationFn: uploadDocument });
}
