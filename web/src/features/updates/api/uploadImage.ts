import { useMutation } from '@tanstack/react-query';
import { uploadMedia } from '@/lib/api/media';

/** POST /media as the organization: the update's image (re-encoded by the server). */
export const uploadImage = (file: File) => uploadMedia(file);

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
