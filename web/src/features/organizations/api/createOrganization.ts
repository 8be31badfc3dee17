import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export interface CreateOrganizationInput {
  name: string;
  shortname: string;
  email: string;
  website?: string;
  description?: string;
}

export interface Organization {
  id: string;
  shortname: string;
  name: string;
  email: string;
  website: string | null;
  description: string | null;
  verified: boolean;
  status: 'NOT_ACTIVE' | 'PENDING' | 'ACTIVE';
}

/** Creates an organization owned by the signed-in person (always sent as the person). */
export function createOrganization(input: CreateOrganizationInput): Promise<Organization> {
  return api.post<Organization>('/organizations', input, { asPerson: true });
}

export function useCreateOrganization() {
  return useMutation({ mutationFn: createOrganization });
}
