import { describe, expect, it } from 'vitest';
import {
  fileLinkTtlSeconds,
  resignFileUrl,
  signedFilePath,
  verifyFileSignature,
} from './signed-urls.ts';

const secret = 'un-secreto-de-prueba';
const key = `${'ab'.repeat(16)}.pdf`;
const now = Date.UTC(2026, 2, 5, 9, 10);

function parts(path: string) {
  const url = new URL(path, 'http://localhost');
  return {
    expires: url.searchParams.get('expires') ?? undefined,
    signature: url.searchParams.get('signature') ?? undefined,
  };
}

describe('signed file links', () => {
  it('sign a key for fifteen minutes', () => {
    const path = signedFilePath(secret, key, now);
    expect(path).toMatch(
      new RegExp(`^/api/v1/files/${key.replace('.', '\\.')}\\?expires=\\d+&signature=[\\w-]{43}$`),
    );
    expect(Number(parts(path).expires)).toBe(now / 1000 + fileLinkTtlSeconds);
  });

  it('verify until they expire, and not after', () => {
    const { expires, signature } = parts(signedFilePath(secret, key, now));
    expect(verifyFileSignature(secret, key, expires, signature, now)).toBe(true);
    expect(
      verifyFileSignature(secret, key, expires, signature, now + fileLinkTtlSeconds * 1000 - 1),
    ).toBe(true);
    expect(
      verifyFileSignature(secret, key, expires, signature, now + fileLinkTtlSeconds * 1000),
    ).toBe(false);
  });

  it('do not verify for another key, another secret, a later expiry or no signature', () => {
    const { expires, signature } = parts(signedFilePath(secret, key, now));
    expect(verifyFileSignature(secret, `${'cd'.repeat(16)}.pdf`, expires, signature, now)).toBe(
      false,
    );
    expect(verifyFileSignature('otro-secreto', key, expires, signature, now)).toBe(false);
    expect(verifyFileSignature(secret, key, String(Number(expires) + 3600), signature, now)).toBe(
      false,
    );
    expect(verifyFileSignature(secret, key, expires, undefined, now)).toBe(false);
    expect(verifyFileSignature(secret, key, undefined, signature, now)).toBe(false);
    expect(verifyFileSignature(secret, key, ['1', '2'], signature, now)).toBe(false);
  });

  it('re-sign stored file URLs, absolute or a path, signed before or not; leave other URLs alone', () => {
    const fresh = signedFilePath(secret, key, now);
    expect(resignFileUrl(secret, `https://jornada.mx/api/v1/files/${key}`, now)).toBe(
      `https://jornada.mx${fresh}`,
    );
    expect(resignFileUrl(secret, `/api/v1/files/${key}?expires=1&signature=x`, now)).toBe(fresh);
    expect(resignFileUrl(secret, 'https://archivos.example/cv/12.pdf', now)).toBe(
      'https://archivos.example/cv/12.pdf',
    );
    expect(resignFileUrl(secret, null, now)).toBeNull();
  });
});
