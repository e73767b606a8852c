import { describe, expect, it } from 'vitest';
import { formatBytes, isFileAccepted } from './file-dropzone.tsx';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('isFileAccepted', () => {
  it('accepts anything without an accept list', () => {
    expect(isFileAccepted(file('a.exe', 'application/octet-stream'), undefined)).toBe(true);
  });
  it('matches extensions case-insensitively', () => {
    expect(isFileAccepted(file('CV.PDF', ''), '.pdf,.docx')).toBe(true);
    expect(isFileAccepted(file('cv.odt', ''), '.pdf,.docx')).toBe(false);
  });
  it('matches exact MIME types and wildcards', () => {
    expect(isFileAccepted(file('foto.jpg', 'image/jpeg'), 'image/*')).toBe(true);
    expect(isFileAccepted(file('cv.pdf', 'application/pdf'), 'application/pdf, image/*')).toBe(
      true,
    );
    expect(isFileAccepted(file('video.mp4', 'video/mp4'), 'image/*')).toBe(false);
  });
});

describe('formatBytes', () => {
  it('uses binary units and es-MX numbers', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.3 GB');
  });
});
