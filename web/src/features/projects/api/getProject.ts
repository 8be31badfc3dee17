import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { projectKeys } from './keys';
import type { Project } from './types';

export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return api.get('/projects/{id}', { params: { path: { id } }, signal });
}

export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectKeys.detail(id), queryFn: ({ signal }) => getProject(id, signal) });

export function useProject(id: string | undefined) {
  return useQuery({ ...projectQueryOptions(id ?? ''), enabled: Boolean(id) });
}
