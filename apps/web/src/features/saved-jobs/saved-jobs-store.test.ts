import { describe, expect, it, vi } from 'vitest';
import { createSavedJobsStore, type SavedJobsApi } from './saved-jobs-store';

function fakeApi(saved: string[] = []): SavedJobsApi & { asked: string[][] } {
  const set = new Set(saved);
  const asked: string[][] = [];
  return {
    asked,
    async savedAmong(ids) {
      asked.push(ids);
      return ids.filter((id) => set.has(id));
    },
    async save(id) {
      set.add(id);
      return true;
    },
    async unsave(id) {
      set.delete(id);
      return false;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('saved jobs store', () => {
  it('asks once for every job registered together', async () => {
    const api = fakeApi(['b']);
    const store = createSavedJobsStore(api);
    for (const id of ['a', 'b', 'c', 'b']) store.register(id);
    expect(store.state('a')).toBe('unknown');
    await settle();
    expect(api.asked).toEqual([['a', 'b', 'c']]);
    expect(store.state('a')).toBe('not-saved');
    expect(store.state('b')).toBe('saved');
    store.register('a');
    await settle();
    expect(api.asked).toHaveLength(1);
  });

  it('shows a toggle at once and keeps what the API says', async () => {
    const store = createSavedJobsStore(fakeApi());
    const listener = vi.fn();
    store.subscribe(listener);
    const done = store.toggle('x', true);
    expect(store.state('x')).toBe('saved');
    expect(store.isPending('x')).toBe(true);
    await done;
    expect(store.state('x')).toBe('saved');
    expect(store.isPending('x')).toBe(false);
    expect(listener).toHaveBeenCalled();
  });

  it('rolls back when the API refuses', async () => {
    const api = fakeApi();
    api.save = async () => {
      throw new Error('offline');
    };
    const store = createSavedJobsStore(api);
    await expect(store.toggle('x', true)).rejects.toThrow('offline');
    expect(store.state('x')).toBe('not-saved');
  });
});
