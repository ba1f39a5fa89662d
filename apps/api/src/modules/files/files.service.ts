import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { storedFileIdSchema, type StoredFileKind, type StoredFileType } from '@yolla/contract';
import type { Disk } from 'flydrive';
import type { Db } from '../../db/client.ts';
import type { ModuleDeps } from '../../http/module.ts';
import { extensionOf, inspectFile, type FileClaims } from './files.inspect.ts';
import { phoneRendition } from './files.rendition.ts';
import { deleteStoredFile, deleteStoredFilesOf, findStoredFile, insertStoredFile } from './files.repository.ts';
import { openFileStore, openObject } from './files.store.ts';
import type { StoredFileRow } from './files.table.ts';

/** A stored file as other modules see it: never its keys in the store. */
export interface StoredFile {
  id: string;
  customerId: number;
  kind: StoredFileKind;
  /** What the bytes are (told from them, never from the name). */
  contentType: StoredFileType;
  size: number;
  /** Photos: the byte size of the phone-sized WebP; null for a file without one. */
  renditionSize: number | null;
  createdAt: Date;
}

export interface SaveFileInput extends FileClaims {
  /** The owner: the only customer who will ever open it. */
  customerId: number;
  kind: StoredFileKind;
  bytes: Uint8Array;
}

/** `original`: the bytes as received; `rendition`: a photo's phone-sized WebP. */
export type FileVariant = 'original' | 'rendition';

/** A file opened for a download (`sendFileDownload` in `lib/file-download.ts` answers with it). */
export interface OpenedFile {
  body: Readable;
  contentType: string;
  size: number;
  /** A name made here (`invoice-1a2b3c4d.pdf`), never the one the file was uploaded with. */
  downloadName: string;
}

/** What other modules may ask of the file store (`deps.services.files`). */
export interface FileService {
  /**
   * Checks the file (type from its bytes, size; `file.*` errors), writes it (and a photo's rendition) to the store,
   * then its row on `db` (a transaction of the caller's, or the database). If the row cannot be written the objects
   * are removed again; a refused file stores nothing.
   */
  save(db: Db, input: SaveFileInput): Promise<StoredFile>;
  /**
   * The file's record, or null when there is none or it is another customer's. `keep` (in a transaction about to
   * name the file) holds the row until it ends, so a sweep cannot delete it under the new reference.
   */
  find(db: Db, customerId: number, fileId: string, keep?: boolean): Promise<StoredFile | null>;
  /** The file for a download, or null when there is none, it is another customer's, or it has no such variant. */
  open(customerId: number, fileId: string, variant?: FileVariant): Promise<OpenedFile | null>;
  /**
   * Removes the file's row (on `db`) and its objects; also the objects of a file whose row a rolled-back transaction
   * took away (call it when the transaction that saved a file fails). Answers whether a row was removed.
   */
  remove(db: Db, customerId: number, fileId: string): Promise<boolean>;
  /** Erasure: every file of the customer, rows (on `db`) and objects, those of unfinished saves included. */
  removeOf(db: Db, customerId: number): Promise<void>;
}

/**
 * Where a customer's objects live: `customers/{id}/files/{file id}`. The folder after the id keeps one customer's
 * prefix from being the start of another's (`customers/42/files` is not the start of `customers/420/files`), which
 * the store's delete-by-prefix relies on.
 */
const folderOf = (customerId: number) => `customers/${customerId}/files`;
const keysOf = (customerId: number, fileId: string) => {
  const original = `${folderOf(customerId)}/${fileId}`;
  return { original, rendition: `${original}.phone` };
};

function toStoredFile(row: StoredFileRow): StoredFile {
  return {
    id: row.id,
    customerId: row.customerId,
    kind: row.kind as StoredFileKind,
    contentType: row.contentType as StoredFileType,
    size: row.byteSize,
    renditionSize: row.renditionByteSize,
    createdAt: row.createdAt,
  };
}

/** Deletes objects, ignoring failures: used where another error is on its way up. */
async function discard(disk: Disk, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => disk.delete(key)));
}

declare module '../../http/module.ts' {
  interface Services {
    /** Customer files in the file store (invoices, warehouse photos): save, open for the owner, erase. */
    files: FileService;
  }
}

export function createFileService({ db: database, config }: Pick<ModuleDeps<'files'>, 'db' | 'config'>): FileService {
  let store: Promise<Disk> | null = null;
  const disk = () => {
    store ??= openFileStore(config.files).catch((error: unknown) => {
      store = null;
      throw error;
    });
    return store;
  };

  return {
    async save(db, { customerId, kind, bytes, ...claims }) {
      const inspected = await inspectFile(kind, bytes, claims);
      const rendition = kind === 'photo' ? await phoneRendition(bytes) : null;
      const id = randomUUID();
      const keys = keysOf(customerId, id);
      const store = await disk();
      const written: string[] = [];
      try {
        await store.put(keys.original, bytes, { contentType: inspected.contentType });
        written.push(keys.original);
        if (rendition) {
          await store.put(keys.rendition, rendition.content, { contentType: rendition.contentType });
          written.push(keys.rendition);
        }
        const row = await insertStoredFile(db, {
          id,
          customerId,
          kind,
          storageKey: keys.original,
          contentType: inspected.contentType,
          byteSize: bytes.length,
          renditionKey: rendition ? keys.rendition : null,
          renditionByteSize: rendition ? rendition.content.length : null,
        });
        return toStoredFile(row);
      } catch (error) {
        await discard(store, written);
        throw error;
      }
    },

    async find(db, customerId, fileId, keep = false) {
      if (!storedFileIdSchema.safeParse(fileId).success) return null;
      const row = await findStoredFile(db, customerId, fileId, keep);
      return row ? toStoredFile(row) : null;
    },

    async open(customerId, fileId, variant = 'original') {
      if (!storedFileIdSchema.safeParse(fileId).success) return null;
      const row = await findStoredFile(database, customerId, fileId);
      if (!row) return null;
      const original = variant === 'original';
      const key = original ? row.storageKey : row.renditionKey;
      const size = original ? row.byteSize : row.renditionByteSize;
      if (!key || size === null) return null;
      const body = await openObject(await disk(), key);
      if (!body) return null;
      const contentType = original ? row.contentType : 'image/webp';
      const name = `${row.kind}-${row.id.slice(0, 8)}${original ? '' : '-phone'}`;
      return { body, contentType, size, downloadName: `${name}.${extensionOf(contentType)}` };
    },

    async remove(db, customerId, fileId) {
      if (!storedFileIdSchema.safeParse(fileId).success) return false;
      const row = await deleteStoredFile(db, customerId, fileId);
      // Without a row (its transaction rolled back), the keys a save of this id wrote.
      const keys = row ? [row.storageKey, row.renditionKey] : Object.values(keysOf(customerId, fileId));
      const store = await disk();
      await Promise.all(keys.flatMap((key) => (key ? [store.delete(key)] : [])));
      return row !== null;
    },

    async removeOf(db, customerId) {
      await deleteStoredFilesOf(db, customerId);
      const store = await disk();
      const folder = folderOf(customerId);
      // Deleting by prefix lists and deletes in pages; a store that skips some is asked again, then refused.
      for (let attempt = 1; ; attempt += 1) {
        await store.deleteAll(folder);
        const { objects } = await store.listAll(folder, { recursive: true });
        const left = [...objects].length;
        if (left === 0) return;
        if (attempt === 3) throw new Error(`The file store still holds ${left} objects under ${folder}`);
      }
    },
  };
}
