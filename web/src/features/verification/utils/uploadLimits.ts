/** The server accepts at most 10 documents per submission, whatever the upload limit. */
export const MAX_DOCUMENTS = 10;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_FILES = 5;

/** PDF files and pictures (re-encoded by the server); anything else is refused. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export interface UploadLimits {
  maxBytes: number;
  maxFiles: number;
}

export function uploadLimits(config: { media_max_bytes?: number; media_max_files?: number } | undefined): UploadLimits {
  return {
    maxBytes: config?.media_max_bytes ?? DEFAULT_MAX_BYTES,
    maxFiles: Math.min(config?.media_max_files ?? DEFAULT_MAX_FILES, MAX_DOCUMENTS),
  };
}

/** Megabytes as the server writes them: "5", "1.5". */
export function megabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}

export type FileProblem =
  | { kind: 'tooMany'; limit: number }
  | { kind: 'tooLarge'; name: string; maxBytes: number }
  | { kind: 'type'; name: string };

/**
 * Checks chosen files before anything is sent (spec §5): the count with those already
 * attached, then each file's size and type. Answers the first problem, or null.
 */
export function checkFiles(files: readonly File[], alreadyAttached: number, limits: UploadLimits): FileProblem | null {
  if (alreadyAttached + files.length > limits.maxFiles) return { kind: 'tooMany', limit: limits.maxFiles };
  for (const file of files) {
    if (file.size > limits.maxBytes) return { kind: 'tooLarge', name: file.name, maxBytes: limits.maxBytes };
    if (file.type && !(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return { kind: 'type', name: file.name };
  }
  return null;
}
