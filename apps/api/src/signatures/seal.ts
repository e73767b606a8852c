/**
 * The seal of a signed document (docs/decisions/0030-signed-documents.md): an
 * Ed25519 signature by the server's key over a statement naming the
 * verification code, the PDF's SHA-256, the signed content's SHA-256, the
 * signer and the time. Altering the PDF changes its hash; altering the stored
 * record breaks the seal.
 */
import { createHash, randomInt, sign, verify } from 'node:crypto';
import type { SealKey } from './seal-key.ts';

/** What the seal covers. */
export interface SealedStatement {
  verificationCode: string;
  sha256: string;
  contentSha256: string;
  signerUserId: number;
  signedAt: Date;
}

const statementBytes = (s: SealedStatement) =>
  Buffer.from(
    [
      'jornada-firma-v1',
      s.verificationCode,
      s.sha256,
      s.contentSha256,
      String(s.signerUserId),
      s.signedAt.toISOString(),
    ].join('\n'),
  );

/** Seals a statement. @returns the Ed25519 signature, base64. */
export function sealStatement(key: SealKey, statement: SealedStatement): string {
  return sign(null, statementBytes(statement), key.privateKey).toString('base64');
}

/** Whether `seal` (base64) is the seal of `statement` by the key whose public half is given. */
export function sealHolds(
  key: Pick<SealKey, 'publicKey'>,
  statement: SealedStatement,
  seal: string,
): boolean {
  try {
    return verify(null, statementBytes(statement), key.publicKey, Buffer.from(seal, 'base64'));
  } catch {
    return false;
  }
}

/** The hex SHA-256 of some bytes or text. */
export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh verification code, `XXXX-XXXX-XXXX` (no 0/O, 1/I to read it aloud). */
export function newVerificationCode(): string {
  const part = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${part()}-${part()}-${part()}`;
}

/** The marker a signed PDF carries in its metadata so a copy names its record. */
export const codeMarker = (code: string) => `JORNADA-VERIFICACION:${code}`;

/** The verification code a PDF's bytes name, if any. */
export function codeInPdf(bytes: Buffer): string | null {
  const match = /JORNADA-VERIFICACION:([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(
    bytes.toString('latin1'),
  );
  return match ? match[1]! : null;
}
