import { api } from './client';
import type { components } from './schema';

/**
 * POST /media: one picture, re-encoded by the server; answers its id and url. It belongs to the
 * identity acting (an organization's logo, a project's cover, an update's image), or to the
 * person with `asPerson` (their avatar).
 */
export function uploadMedia(file: File, options: { asPerson?: boolean } = {}): Promise<components['schemas']['MediaView']> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post('/media', { body: form, ...options });
}
