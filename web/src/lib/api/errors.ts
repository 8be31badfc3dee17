/** Field-level error codes sent by the server (and produced by our own form schemas). */
export type FieldErrors = Record<string, string>;

/** A failed API call: the HTTP status plus the stable error code of the server's envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;
  /** The server's id of the failed request (`X-Request-Id`), which support finds the logs by. */
  readonly requestId?: string;
  /** What the refusal is about, for the codes that say (`checkout.no_wallet`: `{ projects }`). */
  readonly details?: unknown;

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}, requestId?: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.requestId = requestId;
    this.details = details;
  }
}

/** Status 0 means the request never got an answer (offline, server down). */
export const NETWORK_ERROR_CODE = 'network';

interface ErrorEnvelope {
  error?: unknown;
  code?: unknown;
  message?: unknown;
  fields?: unknown;
  details?: unknown;
  request_id?: unknown;
}

function isStringRecord(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** Reads the server's error envelope; anything unexpected still becomes an ApiError. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let envelope: ErrorEnvelope = {};
  try {
    const parsed: unknown = await response.json();
    if (typeof parsed === 'object' && parsed !== null) envelope = parsed;
  } catch {
    // Not JSON (a proxy error page, an empty body): keep the status only.
  }
  const code = typeof envelope.code === 'string' ? envelope.code : `http.${response.status}`;
  const text =
    typeof envelope.message === 'string'
      ? envelope.message
      : typeof envelope.error === 'string'
        ? envelope.error
        : response.statusText;
  const requestId =
    typeof envelope.request_id === 'string' ? envelope.request_id : (response.headers?.get('x-request-id') ?? undefined);
  return new ApiError(response.status, code, text, isStringRecord(envelope.fields) ? envelope.fields : {}, requestId, envelope.details);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
