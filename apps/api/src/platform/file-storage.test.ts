// The local-disk file store: round trip, replace, delete, and keys that cannot leave its root.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertStorageKey, createLocalFileStorage, type FileStorage } from './file-storage';

let root: string;
let storage: FileStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'jenjang-storage-test-'));
  storage = createLocalFileStorage(root);
});
afterAll(async () => rm(root, { recursive: true, force: true }));

describe('local file storage', () => {
  it('stores, replaces, streams and deletes a file, leaving no temporary files', async () => {
    await storage.put('a/b/cv.pdf', Buffer.from('first'));
    await storage.put('a/b/cv.pdf', Buffer.from('second'));
    const opened = await storage.open('a/b/cv.pdf');
    expect(opened?.size).toBe(6);
    expect(await text(opened!.stream)).toBe('second');
    expect(await readdir(path.join(root, 'a/b'))).toEqual(['cv.pdf']);
    await storage.delete('a/b/cv.pdf');
    expect(await storage.exists('a/b/cv.pdf')).toBe(false);
    expect(await storage.open('a/b/cv.pdf')).toBeNull();
    await storage.delete('a/b/cv.pdf'); // twice is fine
  });

  it('refuses keys that are absolute, climb out or hold odd characters', async () => {
    for (const key of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'a//b',
      '.',
      'a/./b',
      'a b',
      'a\\b',
      '',
    ]) {
      expect(() => assertStorageKey(key), key).toThrow(/invalid storage key/);
    }
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow();
    expect(() => assertStorageKey('student-cvs/123e4567/9f.pdf')).not.toThrow();
  });
});
