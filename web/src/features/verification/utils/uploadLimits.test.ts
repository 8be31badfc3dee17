import { describe, expect, it } from 'vitest';
import { checkFiles, megabytes, uploadLimits } from './uploadLimits';

const file = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });
const limits = { maxBytes: 1024 * 1024, maxFiles: 3 };

describe('document upload limits (spec §5)', () => {
  it('takes the limits from the server configuration, at most 10 documents', () => {
    expect(uploadLimits({ media_max_bytes: 2048, media_max_files: 50 })).toEqual({ maxBytes: 2048, maxFiles: 10 });
    expect(uploadLimits(undefined)).toEqual({ maxBytes: 5 * 1024 * 1024, maxFiles: 5 });
  });

  it('counts the files already attached', () => {
    expect(checkFiles([file('a.png', 10), file('b.png', 10)], 2, limits)).toEqual({ kind: 'tooMany', limit: 3 });
    expect(checkFiles([file('a.png', 10)], 2, limits)).toBeNull();
  });

  it('names the file that is too large', () => {
    expect(checkFiles([file('ok.png', 10), file('scan.png', 1024 * 1024 + 1)], 0, limits)).toEqual({
      kind: 'tooLarge',
      name: 'scan.png',
      maxBytes: 1024 * 1024,
    });
  });

  it('takes PDF files and pictures, and refuses anything else', () => {
    expect(checkFiles([file('passport.pdf', 10, 'application/pdf'), file('id.jpg', 10, 'image/jpeg')], 0, limits)).toBeNull();
    expect(checkFiles([file('notes.docx', 10, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')], 0, limits)).toEqual({
      kind: 'type',
      name: 'notes.docx',
    });
  });

  it('writes sizes in megabytes like the server', () => {
    expect(megabytes(5 * 1024 * 1024, 'en')).toBe('5');
    expect(megabytes(1536 * 1024, 'en')).toBe('1.5');
  });
});
