/**
 * The server's Ed25519 keys that seal signed documents
 * (docs/decisions/0030-signed-documents.md): a keyring whose current key seals
 * and whose previous keys only verify, so that rotating the key does not
 * break documents sealed before (decision 52).
 *
 * - The current key is `SIGNING_KEY` (PKCS#8 PEM) when configured, else
 *   generated on first use in `<dataDir>/signing-key.pem` (mode 0600) and read
 *   from there afterwards; a `memory://` data directory keeps a generated key
 *   in this process only. Under `NODE_ENV=production` a key is generated only
 *   with `SINGLE_INSTANCE=1` (one server: its data directory is the one place
 *   the key lives). The private key never leaves the server.
 * - Previous keys are the PEM blocks of `SIGNING_KEYS_PREVIOUS` and the files
 *   `<dataDir>/signing-keys/*.pem` (public keys; of a private key only its
 *   public half is kept).
 * - Every key is named by its fingerprint, the hex SHA-256 of its public key's
 *   SPKI DER; a signed document stores the fingerprint of the key that sealed it.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/** The private key, its public half and its fingerprint. */
export interface SealKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Hex SHA-256 of the public key's SPKI DER. */
  id: string;
}

/** The key that seals now and every public key that still verifies (the current one included). */
export interface SealKeyring {
  current: SealKey;
  /** Public keys by fingerprint: the current key's and the previous ones'. */
  verifiers: ReadonlyMap<string, KeyObject>;
}

/** The fingerprint of a public key: the hex SHA-256 of its SPKI DER. */
export const keyIdOf = (publicKey: KeyObject) =>
  createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');

const pair = (privateKey: KeyObject): SealKey => {
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, id: keyIdOf(publicKey) };
};

/**
 * Parses a PKCS#8 PEM Ed25519 private key.
 * @throws Error when the PEM is not an Ed25519 private key.
 */
export function parseSealKey(pem: string): SealKey {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('SIGNING_KEY no es una clave Ed25519.');
  return pair(key);
}

const pemBlock = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;

/**
 * Parses the Ed25519 public keys of one or more concatenated PEM blocks (SPKI public keys,
 * or PKCS#8 private keys whose public half is kept).
 * @param source - where the text came from, named in the error.
 * @throws Error when a block cannot be read or is not an Ed25519 key.
 */
export function parsePublicKeys(text: string, source = 'SIGNING_KEYS_PREVIOUS'): KeyObject[] {
  return [...text.matchAll(pemBlock)].map(([block]) => {
    let key: KeyObject;
    try {
      key = createPublicKey(block);
    } catch (error) {
      throw new Error(
        `${source} tiene una clave que no se puede leer (${(error as Error).message}).`,
      );
    }
    if (key.asymmetricKeyType !== 'ed25519')
      throw new Error(`${source} tiene una clave que no es Ed25519.`);
    return key;
  });
}

/** The directory of previous public keys inside a data directory. */
export const previousKeysDir = (dataDir: string) => path.join(dataDir, 'signing-keys');

async function loadOrCreate(config: Config): Promise<SealKey> {
  if (config.signingKey) return parseSealKey(config.signingKey);
  // Instances that each generated their own key would refuse each other's seals
  // (docs/decisions/0039-limits-metrics-maintenance.md); the start-up check says so first.
  if (config.nodeEnv === 'production' && !config.singleInstance)
    throw new Error(
      'Falta SIGNING_KEY: con NODE_ENV=production cada instancia generaría su propia clave de sello (o usa SINGLE_INSTANCE=1 si el servidor corre solo).',
    );
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

async function loadPrevious(config: Config): Promise<KeyObject[]> {
  const keys = config.signingKeysPrevious ? parsePublicKeys(config.signingKeysPrevious) : [];
  if (config.dataDir.startsWith('memory://')) return keys;
  const dir = previousKeysDir(config.dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.pem'));
  for (const name of names.sort())
    keys.push(...parsePublicKeys(await readFile(path.join(dir, name), 'utf8'), name));
  return keys;
}

async function loadKeyring(config: Config): Promise<SealKeyring> {
  const [current, previous] = await Promise.all([loadOrCreate(config), loadPrevious(config)]);
  const verifiers = new Map<string, KeyObject>();
  for (const key of previous) verifiers.set(keyIdOf(key), key);
  verifiers.set(current.id, current.publicKey);
  return { current, verifiers };
}

/** Keyrings by configuration object, then by what they were loaded from (tests change a config's keys). */
const cache = new WeakMap<Config, Map<string, Promise<SealKeyring>>>();

/**
 * The seal keyring of this server (loaded once per configuration; a rotation takes a restart).
 * @throws Error when `SIGNING_KEY` is not an Ed25519 PKCS#8 PEM, or a previous key is not Ed25519,
 *   or under `NODE_ENV=production` without `SIGNING_KEY` nor `SINGLE_INSTANCE=1`.
 */
export function sealKeyring(config: Config): Promise<SealKeyring> {
  const id = [config.signingKey ?? '', config.signingKeysPrevious ?? '', config.dataDir].join('\0');
  let rings = cache.get(config);
  if (!rings) cache.set(config, (rings = new Map()));
  let ring = rings.get(id);
  if (!ring) {
    ring = loadKeyring(config);
    rings.set(id, ring);
  }
  return ring;
}

/**
 * The key that seals now.
 * @throws as {@link sealKeyring}.
 */
export const sealKey = async (config: Config): Promise<SealKey> =>
  (await sealKeyring(config)).current;

/**
 * Rotates the generated key of a data directory (the default when `SIGNING_KEY` is not set):
 * the public half of `signing-key.pem` is kept as `signing-keys/<fingerprint>.pem`, the
 * private key is renamed `signing-key.pem.<fingerprint>.old` (delete it once the rotation is
 * done) and a new key is generated on the next start (`pnpm --filter @jornada/api
 * signing-key:rotate`; restart every instance afterwards).
 * @returns the fingerprint of the retired key.
 * @throws Error when the directory has no `signing-key.pem`.
 */
export async function rotateStoredKey(dataDir: string): Promise<{ retired: string }> {
  const file = path.join(dataDir, 'signing-key.pem');
  const old = parseSealKey(await readFile(file, 'utf8'));
  const dir = previousKeysDir(dataDir);
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, `${old.id}.pem`),
    old.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  await rename(file, `${file}.${old.id}.old`);
  return { retired: old.id };
}
