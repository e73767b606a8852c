/**
 * Makes the app's one {@link ObjectStorage} from its settings (`Config.objectStorage`).
 */
import { LocalObjectStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { S3ObjectStorage } from './s3-storage.ts';
import type { ObjectStorageSettings } from './storage-settings.ts';

/**
 * The driver the settings name: a local folder or an S3-compatible bucket. Nothing is contacted
 * yet (the first read or write does).
 */
export function createObjectStorage(settings: ObjectStorageSettings): ObjectStorage {
  return settings.driver === 's3'
    ? new S3ObjectStorage(settings)
    : new LocalObjectStorage(settings.dir);
}
