import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

export type VerificationKind = Schemas['VerificationKind'];
export type VerificationState = Schemas['KybStatus'];

/** GET /verifications/me and the answer of POST /verifications; `reason` is the operator's, when rejected. */
export type VerificationStatus = Schemas['VerificationStatus'];

/** An uploaded document (POST /media). */
export interface UploadedDocument {
  id: string;
  url: string;
  filename: string;
  /** The file's type as the browser read it (`application/pdf`, `image/png`...), when known. */
  contentType?: string;
}
