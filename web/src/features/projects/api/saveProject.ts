import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { projectKeys } from './keys';
import type { Project, ProjectWrite } from './types';

export interface SaveProjectInput {
  id?: string | null;
  body: ProjectWrite;
  /** For a creation: the same key on a retry makes the server answer the project it already made. */
  idempotencyKey?: string;
}

/**
 * POST /projects (create) or PATCH /projects/{id} (edit). An edit sends emptied optional fields
 * as "" so the server clears them; a creation drops them.
 */
export function saveProject({ id, body, idempotencyKey }: SaveProjectInput): Promise<Project> {
  return id
    ? api.patch('/projects/{id}', { params: { path: { id } }, body, keepEmptyStrings: true })
    : api.post('/projects', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body });
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: projectKeys.allDrafts() });
    },
  });
}
