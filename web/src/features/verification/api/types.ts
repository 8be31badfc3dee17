export type VerificationKind = 'kyc' | 'kyb';
export type VerificationState = 'not_verified' | 'pending' | 'verified' | 'rejected';

/** GET /verifications/me and the answer of POST /verifications. */
export interface VerificationStatus {
  kind: VerificationKind;
  status: VerificationState;
  /** The operator's reason, when rejected. */
  reason: string | null;
  submitted_at: string | null;
}

/** An uploaded document (POST /media). */
export interface UploadedDocument {
  id: string;
  url: string;
  filename: string;
  /** The file's type as the browser read it (`application/pdf`, `image/png`...), when known. */
  contentType?: string;
}
