/**
 * The S3-compatible driver of {@link ObjectStorage} (AWS S3, MinIO, Cloudflare R2, …), through the
 * AWS SDK (`@aws-sdk/client-s3`; streams through `@aws-sdk/lib-storage`'s multipart `Upload`).
 * The object of a key is `<prefix><key>` in the bucket. docs/decisions/0037-object-storage.md.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { assertStorageKey, type ObjectStorage, type StoredObjectStream } from './object-storage.ts';

/** The S3 settings of {@link Config.objectStorage}. */
export type S3StorageSettings = Extract<Config['objectStorage'], { driver: 's3' }>;

/** Size of each part of a multipart upload, in bytes: S3's smallest (5 MiB). */
export const multipartPartBytes = 5 * 1024 * 1024;

/** How many keys one `DeleteObjects` call removes at most (S3's limit). */
const deleteBatch = 1000;

const notFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** {@link ObjectStorage} on an S3-compatible bucket. */
export class S3ObjectStorage implements ObjectStorage {
  readonly driver = 's3';
  readonly client: S3Client;

  /**
   * Without `accessKeyId` and `secretAccessKey` the client takes the AWS SDK's default credential
   * chain (`AWS_*` variables, a shared profile, an instance or task role).
   */
  constructor(readonly settings: S3StorageSettings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
      // Checksums only where S3 requires them: stores that speak S3 (MinIO, R2, emulators) do
      // not all accept the SDK's default CRC32 trailers on every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * The object name of a key in the bucket.
   * @throws {RangeError} for a key that is not a storage key.
   */
  objectName(key: string): string {
    assertStorageKey(key);
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const params = {
      Bucket: this.settings.bucket,
      Key: this.objectName(key),
      ContentType: contentType,
    };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...params, Body: body }));
      return;
    }
    // Multipart, 5 MiB at a time; a failure aborts the upload, so no part is left behind.
    await new Upload({
      client: this.client,
      params: { ...params, Body: body },
      partSize: multipartPartBytes,
      queueSize: 2,
      leavePartsOnError: false,
    }).done();
  }

  async open(key: string): Promise<StoredObjectStream | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectName(key) }),
      );
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body as AsyncIterable<Buffer>) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectName(key) }),
      );
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(keys: string | readonly string[]): Promise<void> {
    const names = (typeof keys === 'string' ? [keys] : keys).map((key) => this.objectName(key));
    for (let start = 0; start < names.length; start += deleteBatch) {
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: {
            Objects: names.slice(start, start + deleteBatch).map((Key) => ({ Key })),
            Quiet: true,
          },
        }),
      );
      const failed = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
      if (failed.length)
        throw new Error(
          `No se pudieron borrar ${failed.length} objetos de S3: ${failed[0]!.Key} (${failed[0]!.Code}).`,
        );
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
