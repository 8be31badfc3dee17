import { z } from 'zod';
import { requiredText } from '@/lib/forms';
import type { VerificationKind } from './api/types';
import { MAX_DOCUMENTS } from './utils/uploadLimits';

const document = z.object({ id: z.string(), url: z.string(), filename: z.string() });

/** The same rules as POST /verifications; a registration number only for organizations (KYB). */
export function verificationSchema(kind: VerificationKind) {
  return z.object({
    legal_name: requiredText(200),
    country: z.string().min(1, { error: 'required' }),
    registration_number: kind === 'kyb' ? requiredText(100) : z.string().trim().max(100, { error: 'too_long' }),
    documents: z.array(document).min(1, { error: 'documents_required' }).max(MAX_DOCUMENTS, { error: 'invalid' }),
  });
}

export type VerificationValues = z.infer<ReturnType<typeof verificationSchema>>;
export const VERIFICATION_FIELDS = ['legal_name', 'country', 'registration_number', 'documents'] as const;
