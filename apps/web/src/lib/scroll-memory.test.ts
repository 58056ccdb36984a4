import { describe, expect, it } from 'vitest';
import {
  clearSavedScrollPositions,
  readScrollPosition,
  saveScrollPosition,
  SCROLL_STORAGE_PREFIX,
} from './scroll-memory';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('scroll memory', () => {
  it('saves and reads positions under the prefix', () => {
    const storage = memoryStorage();
    saveScrollPosition('/?page=2', 812.4, storage);
    expect(storage.map.get(`${SCROLL_STORAGE_PREFIX}/?page=2`)).toBe('812');
    expect(readScrollPosition('/?page=2', storage)).toBe(812);
    expect(readScrollPosition('/karir', storage)).toBeNull();
  });

  it('clears only its own keys', () => {
    const storage = memoryStorage();
    saveScrollPosition('/', 100, storage);
    saveScrollPosition('/karir', 200, storage);
    storage.setItem('other', 'kept');
    clearSavedScrollPositions(storage);
    expect([...storage.map.keys()]).toEqual(['other']);
  });

  it('does nothing without storage', () => {
    expect(() => clearSavedScrollPositions(undefined)).not.toThrow();
    expect(readScrollPosition('/', undefined)).toBeNull();
  });
});
