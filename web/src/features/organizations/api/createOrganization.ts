import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Organization } from '@/lib/api/types';

export interface CreateOrganizationInput {
  name: string;
  shortname: string;
  email: string;
  website?: string;
  description?: string;
}

export type { Organization } from '@/lib/api/types';

/** Creates an organization owned by the signed-in person (always sent as the person). */
export function createOrganization(input: CreateOrganizationInput): Promise<Organization> {
  return api.post('/organizations', { body: input, asPerson: true });
}

export function useCreateOrganization() {
  return useMutation({ mutationFn: createOrganization });
}
