import { useMutation } from '@tanstack/react-query';
import { uploadMedia } from '@/lib/api/media';

export { uploadMedia };

export function useUploadMedia() {
  return useMutation({ mutationFn: (file: File) => uploadMedia(file) });
}
