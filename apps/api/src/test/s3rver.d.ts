/** The part of s3rver's API (an S3 emulator for tests, no types of its own) that tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  /** Options of {@link S3rver}. */
  interface S3rverOptions {
    /** TCP port; 0 picks a free one. */
    port?: number;
    address?: string;
    /** Log nothing. */
    silent?: boolean;
    /** Folder the buckets are kept in. */
    directory: string;
    /** Buckets created on start. */
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    /** Accept requests whatever their signature. */
    allowMismatchedSignatures?: boolean;
    resetOnClose?: boolean;
  }

  /** An S3-compatible HTTP server on a folder. */
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Starts listening; resolves with the address bound. */
    run(): Promise<AddressInfo>;
    /** Stops listening. */
    close(): Promise<void>;
  }
}
