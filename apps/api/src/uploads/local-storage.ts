/**
 * The local folder driver of {@link ObjectStorage} (the default, for one machine): the object of a
 * key is the file `<dir>/<first two characters of the key>/<key>`, the layout uploads have always
 * had, so an existing folder keeps working. Writes go to a temporary file renamed into place, so a
 * reader never sees half an object.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ObjectStorage, type StoredObjectStream } from './object-storage.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** {@link ObjectStorage} on a folder of this machine. */
export class LocalObjectStorage implements ObjectStorage {
  readonly driver = 'local';

  /** @param dir - the folder that holds the objects (created on the first write). */
  constructor(readonly dir: string) {}

  /**
   * The file of a key.
   * @throws {RangeError} for a key that is not a storage key.
   */
  pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await pipeline(
        Buffer.isBuffer(body) ? [body] : body,
        createWriteStream(temporary, { flags: 'wx' }),
      );
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<StoredObjectStream | null> {
    const handle = await open(this.pathOf(key)).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(key)).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
  }

  async stat(key: string): Promise<{ size: number } | null> {
    return stat(this.pathOf(key)).then(
      ({ size }) => ({ size }),
      (error: unknown) => {
        if (missing(error)) return null;
        throw error;
      },
    );
  }

  async delete(keys: string | readonly string[]): Promise<void> {
    const files = (typeof keys === 'string' ? [keys] : keys).map((key) => this.pathOf(key));
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }

  async close(): Promise<void> {}
}
