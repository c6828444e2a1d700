import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live. The local implementation writes under STORAGE_DIR; an
 * S3-compatible store can replace it by implementing the same five calls (names are opaque,
 * flat and generated here, never taken from the client).
 */
export interface FileStorage {
  /** Stores the bytes under a new generated name `<kind>-<uuid>.<extension>` and returns the name. */
  save(kind: StoredFileKind, extension: StoredFileExtension, bytes: Uint8Array): Promise<string>;
  /**
   * Stores a file already on disk (an upload the API streamed to a staged file) under a new generated name, by moving
   * it: its bytes never pass through the caller's memory. The source is gone afterwards.
   */
  adopt(kind: StoredFileKind, extension: StoredFileExtension, source: string): Promise<string>;
  /** The bytes of a stored file, or null when there is none (or the name is not one we generate). */
  read(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

export const STORED_FILE_KINDS = ['cv', 'picture', 'marked'] as const;
export type StoredFileKind = (typeof STORED_FILE_KINDS)[number];
export const CONTENT_TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type StoredFileExtension = keyof typeof CONTENT_TYPES;

/** Only names this module generates: no slashes, no dots but the extension's, so no path traversal. */
const NAME_PATTERN = /^(cv|picture|marked)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png|webp)$/;

export function isStoredFileName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1) as StoredFileExtension;
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

export function kindOf(name: string): StoredFileKind | null {
  const kind = name.slice(0, name.indexOf('-'));
  return (STORED_FILE_KINDS as readonly string[]).includes(kind) ? (kind as StoredFileKind) : null;
}

export function createLocalFileStorage(directory: string): FileStorage {
  const root = path.resolve(directory);
  let ready: Promise<unknown> | undefined;
  const ensureRoot = () => (ready ??= mkdir(root, { recursive: true }));

  return {
    async save(kind, extension, bytes) {
      await ensureRoot();
      const name = `${kind}-${randomUUID()}.${extension}`;
      const temporary = path.join(root, `.${name}.part`);
      // written aside and renamed, so a reader never sees half a file
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, path.join(root, name));
      return name;
    },
    async adopt(kind, extension, source) {
      await ensureRoot();
      const name = `${kind}-${randomUUID()}.${extension}`;
      try {
        await rename(source, path.join(root, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // another file system: copied aside (by the thread pool, not the event loop) and renamed, as save does
        const temporary = path.join(root, `.${name}.part`);
        await copyFile(source, temporary, constants.COPYFILE_EXCL);
        await rename(temporary, path.join(root, name));
        await rm(source, { force: true });
      }
      return name;
    },
    async read(name) {
      if (!isStoredFileName(name)) return null;
      try {
        return await readFile(path.join(root, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      if (!isStoredFileName(name)) return;
      await rm(path.join(root, name), { force: true });
    },
  };
}
