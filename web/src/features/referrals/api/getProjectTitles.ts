import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/**
 * Titles of the projects named by a page of impact grants, which carry ids only. The key is
 * the project pages' own (`['projects', 'detail', id]`), so a title already seen is not fetched again.
 */
export function useProjectTitles(projectIds: string[]): Record<string, { title?: string; failed: boolean }> {
  const unique = [...new Set(projectIds)];
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: ['projects', 'detail', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/projects/{id}', { params: { path: { id } }, signal }),
      staleTime: 5 * 60_000,
    })),
  });
  return Object.fromEntries(unique.map((id, index) => [id, { title: results[index]?.data?.title, failed: results[index]?.isError ?? false }]));
}
