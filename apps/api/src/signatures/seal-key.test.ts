import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { codeInPdf, codeMarker, newVerificationCode, sealHolds, sealStatement } from './seal.ts';
import {
  keyIdOf,
  parsePublicKeys,
  parseSealKey,
  rotateStoredKey,
  sealKey,
  sealKeyring,
} from './seal-key.ts';

const statement = {
  verificationCode: 'AAAA-BBBB-CCCC',
  sha256: 'a'.repeat(64),
  contentSha256: 'b'.repeat(64),
  signerUserId: 7,
  signedAt: new Date('2026-03-05T15:12:00Z'),
};

describe('the seal key', () => {
  it('is generated once in the data directory (mode 0600) and read back on the next start', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jornada-seal-'));
    const first = await sealKey(loadConfig({ DATA_DIR: dataDir }));
    const file = path.join(dataDir, 'signing-key.pem');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = parseSealKey(await readFile(file, 'utf8'));
    const seal = sealStatement(first, statement);
    expect(sealHolds(again, statement, seal)).toBe(true);
  });

  it('under NODE_ENV=production is never generated per machine, unless SINGLE_INSTANCE=1 says the server runs alone', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jornada-seal-'));
    await expect(
      sealKey(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })),
    ).rejects.toThrow(/^Falta SIGNING_KEY/);
    expect(await readdir(dataDir)).toEqual([]);
    const alone = await sealKey(
      loadConfig({ NODE_ENV: 'production', SINGLE_INSTANCE: '1', DATA_DIR: dataDir }),
    );
    expect(alone.id).toBe(
      parseSealKey(await readFile(path.join(dataDir, 'signing-key.pem'), 'utf8')).id,
    );
  });

  it('comes from SIGNING_KEY when set; another key does not verify its seals; a non-Ed25519 key is refused', async () => {
    const pem = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const configured = await sealKey(loadConfig({ SIGNING_KEY: pem, DATA_DIR: 'memory://' }));
    const seal = sealStatement(configured, statement);
    expect(sealHolds(parseSealKey(pem), statement, seal)).toBe(true);
    const other = await sealKey(loadConfig({ DATA_DIR: 'memory://' }));
    expect(sealHolds(other, statement, seal)).toBe(false);
    expect(sealHolds(configured, { ...statement, signerUserId: 8 }, seal)).toBe(false);
    expect(sealHolds(configured, statement, 'no-es-un-sello')).toBe(false);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => parseSealKey(rsa)).toThrow('SIGNING_KEY no es una clave Ed25519.');
  });
});

describe('verification codes', () => {
  it('are three groups of four readable characters, and a PDF names its code through the marker', () => {
    const code = newVerificationCode();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const pdf = Buffer.from(`%PDF-1.3\n/Keywords (${codeMarker(code)})\n%%EOF`, 'latin1');
    expect(codeInPdf(pdf)).toBe(code);
    expect(codeInPdf(Buffer.from('%PDF-1.3\n%%EOF'))).toBeNull();
  });
});

describe('the seal keyring (decision 52)', () => {
  it('rotating a data directory’s key keeps the old public key, which still verifies; the new key seals', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jornada-rotate-'));
    const before = await sealKey(loadConfig({ DATA_DIR: dataDir }));
    const seal = sealStatement(before, statement);
    const { retired } = await rotateStoredKey(dataDir);
    expect(retired).toBe(before.id);
    expect(await readdir(path.join(dataDir, 'signing-keys'))).toEqual([`${before.id}.pem`]);
    // A new process (another config object) generates a new key and keeps the old one to verify.
    const ring = await sealKeyring(loadConfig({ DATA_DIR: dataDir, SIGNING_KEYS_PREVIOUS: '' }));
    expect(ring.current.id).not.toBe(before.id);
    expect(ring.verifiers.has(before.id)).toBe(true);
    expect(sealHolds({ publicKey: ring.verifiers.get(before.id)! }, statement, seal)).toBe(true);
  });

  it('takes previous keys from SIGNING_KEYS_PREVIOUS (public or private PEM) and refuses a non-Ed25519 one', async () => {
    const [a, b] = [generateKeyPairSync('ed25519'), generateKeyPairSync('ed25519')];
    const previous =
      a.publicKey.export({ type: 'spki', format: 'pem' }).toString() +
      b.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const ring = await sealKeyring(
      loadConfig({ DATA_DIR: 'memory://', SIGNING_KEYS_PREVIOUS: previous }),
    );
    expect([...ring.verifiers.keys()]).toEqual(
      expect.arrayContaining([keyIdOf(a.publicKey), keyIdOf(b.publicKey), ring.current.id]),
    );
    expect(keyIdOf(a.publicKey)).toMatch(/^[a-f0-9]{64}$/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    expect(() =>
      parsePublicKeys('-----BEGIN PUBLIC KEY-----\nMCowBQ==\n-----END PUBLIC KEY-----'),
    ).toThrow(/^SIGNING_KEYS_PREVIOUS tiene una clave que no se puede leer/);
    expect(() => parsePublicKeys(rsa)).toThrow(
      'SIGNING_KEYS_PREVIOUS tiene una clave que no es Ed25519.',
    );
  });
});
