import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { MediaRef } from './types';

/** POST /media: one image, re-encoded by the server; answers its id and url. */
export function uploadMedia(file: File): Promise<MediaRef> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post('/media', { body: form });
}

export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMedia });
}
