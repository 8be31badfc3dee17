import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { projectKeys } from './keys';
import type { Project, ProjectWrite } from './types';

/**
 * POST /projects (create) or PATCH /projects/{id} (edit). An edit sends emptied optional fields
 * as "" so the server clears them; a creation drops them.
 */
export function saveProject({ id, body }: { id?: string | null; body: ProjectWrite }): Promise<Project> {
  return id
    ? api.patch<Project>(`/projects/${encodeURIComponent(id)}`, body, { keepEmptyStrings: true })
    : api.post<Project>('/projects', body);
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
