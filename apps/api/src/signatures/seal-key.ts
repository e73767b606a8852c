/**
 * The server's Ed25519 key that seals signed documents
 * (docs/decisions/0030-signed-documents.md): `SIGNING_KEY` (PKCS#8 PEM) when
 * configured, else generated on first use in `<dataDir>/signing-key.pem`
 * (mode 0600) and read from there afterwards; a `memory://` data directory
 * keeps a generated key in this process only. The key never leaves the server.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/** The private key and its public half. */
export interface SealKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

const cache = new Map<string, Promise<SealKey>>();

const pair = (privateKey: KeyObject): SealKey => ({
  privateKey,
  publicKey: createPublicKey(privateKey),
});

/**
 * Parses a PKCS#8 PEM Ed25519 private key.
 * @throws Error when the PEM is not an Ed25519 private key.
 */
export function parseSealKey(pem: string): SealKey {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('SIGNING_KEY no es una clave Ed25519.');
  return pair(key);
}

async function loadOrCreate(config: Config): Promise<SealKey> {
  if (config.signingKey) return parseSealKey(config.signingKey);
  const generate = () => generateKeyPairSync('ed25519').privateKey;
  if (config.dataDir.startsWith('memory://')) return pair(generate());
  const file = path.join(config.dataDir, 'signing-key.pem');
  const stored = await readFile(file, 'utf8').catch(() => null);
  if (stored) return parseSealKey(stored);
  const key = generate();
  await mkdir(config.dataDir, { recursive: true });
  const pem = key.export({ type: 'pkcs8', format: 'pem' }).toString();
  // `wx`: when two processes start together, the second reads the first's key.
  const written = await writeFile(file, pem, { mode: 0o600, flag: 'wx' }).then(
    () => true,
    () => false,
  );
  return written ? pair(key) : parseSealKey(await readFile(file, 'utf8'));
}

/**
 * The seal key of this server (loaded once per configuration).
 * @throws Error when `SIGNING_KEY` is not an Ed25519 PKCS#8 PEM.
 */
export function sealKey(config: Config): Promise<SealKey> {
  const id = config.signingKey ?? `dir:${config.dataDir}`;
  let key = cache.get(id);
  if (!key) {
    key = loadOrCreate(config);
    cache.set(id, key);
  }
  return key;
}
