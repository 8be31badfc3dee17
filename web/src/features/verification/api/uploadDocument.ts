import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { UploadedDocument } from './types';

/** POST /media: one document picture, checked and re-encoded by the server. */
export async function uploadDocument(file: File): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  const media = await api.post<{ id: string; url: string; filename?: string }>('/media', form);
  return { id: media.id, url: media.url, filename: media.filename ?? file.name };
}

export function useUploadDocument() {
  return useMutation({ mutationFn: uploadDocument });
}
