import { ReadStream } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { Disk } from 'flydrive';

/**
 * The files module's slice of the configuration (`FILES_*`): a directory on this host's disk, or a bucket of S3 or an
 * S3-compatible store (`endpoint` null: AWS itself; `credentials` null: the AWS SDK's own chain).
 */
export type FileStoreSettings =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | null;
      region: string;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

/**
 * The file store's disk (flydrive): a directory on this host, or an S3 (or S3-compatible) bucket. Objects are private
 * either way: nothing is ever served from the store directly, only through the API, which checks the owner. The
 * drivers are loaded when the store is first used (the AWS SDK alone takes about 0.2 s to load).
 */
export async function openFileStore(settings: FileStoreSettings): Promise<Disk> {
  const { Disk } = await import('flydrive');
  if (settings.kind === 'local') {
    const { FSDriver } = await import('flydrive/drivers/fs');
    return new Disk(new FSDriver({ location: resolve(settings.dir), visibility: 'private' }));
  }
  const { S3Driver } = await import('flydrive/drivers/s3');
  return new Disk(
    new S3Driver({
      bucket: settings.bucket,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      visibility: 'private',
      // Buckets of today have ACLs switched off (and most S3-compatible stores have none): the bucket's policy keeps
      // the objects private, so no ACL is sent with them.
      supportsACL: false,
      // Checksums only where S3 requires them: S3-compatible stores do not all read the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
}

/** Whether a store error means the object is not there (as opposed to the store failing). */
export function isMissingObject(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth += 1) {
    const { code, name, $metadata } = cause as {
      code?: unknown;
      name?: unknown;
      $metadata?: { httpStatusCode?: number };
    };
    if (code === 'ENOENT' || name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404)
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A stream of the object, or null when it is not there. A file on disk is opened before this answers (its stream
 * would otherwise fail only once the answer had started); S3's answer has arrived by then.
 */
export async function openObject(disk: Disk, key: string): Promise<Readable | null> {
  try {
    const stream = await disk.getStream(key);
    if (stream instanceof ReadStream && stream.pending) await once(stream, 'ready');
    return stream;
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}
