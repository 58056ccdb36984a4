// Saved scroll positions live in sessionStorage under `jenjang:scroll:<key>`, where a list page
// picks its own key (for example its path and query), so that coming back from a detail page
// lands where the user left. Clicking the logo starts over: it clears all of them.

export const SCROLL_STORAGE_PREFIX = 'jenjang:scroll:';

type StorageLike = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled (private mode, blocked cookies)
  }
}

export function saveScrollPosition(key: string, y: number, storage = sessionStore()): void {
  storage?.setItem(`${SCROLL_STORAGE_PREFIX}${key}`, String(Math.max(0, Math.round(y))));
}

export function readScrollPosition(key: string, storage = sessionStore()): number | null {
  const value = Number(storage?.getItem(`${SCROLL_STORAGE_PREFIX}${key}`) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

export function clearSavedScrollPositions(storage = sessionStore()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(SCROLL_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
