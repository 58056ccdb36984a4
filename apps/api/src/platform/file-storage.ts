// Where uploaded files live. Areas see only this interface, keyed by names they choose; the
// local disk (under the data directory) is the default, and an S3-compatible store can take its
// place later without touching them (ARCHITECTURE.md, scale-out path).
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';

export type FileStorage = {
  /** Stores the bytes under the key, replacing any file with that key. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing file is not an error (deletion may be retried). */
  delete(key: string): Promise<void>;
  /** Whether a file with this key exists (tests and housekeeping). */
  exists(key: string): Promise<boolean>;
};

/**
 * Keys are slash-separated segments of letters, digits, dots, dashes and underscores: never
 * absolute, never `..`, so a key cannot leave the storage root whatever a caller passes.
 */
const KEY_PATTERN = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function assertStorageKey(key: string): void {
  if (key.length > 200 || !KEY_PATTERN.test(key)) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const fullPath = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a reader never sees half a file, and a crash leaves only a temp file.
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async open(key) {
      const target = fullPath(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        return { stream: createReadStream(target), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fullPath(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(fullPath(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}
