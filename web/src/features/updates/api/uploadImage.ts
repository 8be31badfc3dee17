import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

interface Uploaded {
  id: string;
  url: string;
}

/** POST /media as the organization: the update's image (re-encoded by the server). */
export function uploadImage(file: File): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post('/media', { body: form });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
