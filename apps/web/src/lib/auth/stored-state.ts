// What the browser keeps about a session besides the cookies (spec section 4, Logout): saved
// scroll positions, and the per-user values the flows keep in storage (onboarding answers,
// the reset step). Cleared on sign-out and when the session expires.
import { clearSavedScrollPositions } from '../scroll-memory';

/** Keys of per-user values; features store theirs under this prefix so sign-out finds them. */
export const USER_STORAGE_PREFIX = 'jenjang:user:';

function clearPrefixed(storage: Storage | undefined): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(USER_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export function clearStoredSessionState(): void {
  if (typeof window === 'undefined') return;
  try {
    clearSavedScrollPositions();
    clearPrefixed(window.sessionStorage);
    clearPrefixed(window.localStorage);
  } catch {
    // storage can be unavailable (private modes); nothing to clear then
  }
}
