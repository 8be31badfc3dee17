import { z } from 'zod/mini';
import { optionalText, requiredText, requiredValue } from '@/lib/forms';
import type { VerificationKind } from './api/types';
import { MAX_DOCUMENTS } from './utils/uploadLimits';

const document = z.object({ id: z.string(), url: z.string(), filename: z.string() });

/** The same rules as POST /verifications; a registration number only for organizations (KYB). */
export function verificationSchema(kind: VerificationKind) {
  return z.object({
    legal_name: requiredText(200),
    country: requiredValue(),
    registration_number: kind === 'kyb' ? requiredText(100) : optionalText(100),
    documents: z.array(document).check(z.minLength(1, { error: 'documents_required' }), z.maxLength(MAX_DOCUMENTS, { error: 'invalid' })),
  });
}

export type VerificationValues = z.infer<ReturnType<typeof verificationSchema>>;
export const VERIFICATION_FIELDS = ['legal_name', 'country', 'registration_number', 'documents'] as const;
