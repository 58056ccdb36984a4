// The reset token between "code verified" on /forgot-password and the new password on
// /reset-password. It lives in sessionStorage rather than in the URL: a token in the address bar
// ends up in the history, in server and proxy logs, and in the Referer of anything the page
// loads, and anyone holding it can set the account's password. sessionStorage stays in this tab
// (not shared with other tabs, gone when the tab closes), is never sent to a server, and
// survives a reload of the reset page. The token also dies on the server after a few minutes
// and after one use. What is stored carries its own expiry so a stale one is not offered.

export const RESET_STORAGE_KEY = 'jj_password_reset';

export type StoredReset = { resetToken: string; email: string; expiresAt: number };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function saveReset(
  storage: StorageLike,
  input: { resetToken: string; email: string; expiresInSeconds: number; now: number },
): void {
  const record: StoredReset = {
    resetToken: input.resetToken,
    email: input.email,
    expiresAt: input.now + input.expiresInSeconds * 1000,
  };
  storage.setItem(RESET_STORAGE_KEY, JSON.stringify(record));
}

function isStoredReset(value: unknown): value is StoredReset {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.resetToken === 'string' &&
    record.resetToken.length > 0 &&
    typeof record.email === 'string' &&
    typeof record.expiresAt === 'number'
  );
}

/** The stored reset if it is still valid; an expired or unreadable one is removed. */
export function loadReset(storage: StorageLike, now: number): StoredReset | null {
  const raw = storage.getItem(RESET_STORAGE_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (isStoredReset(parsed) && parsed.expiresAt > now) return parsed;
  storage.removeItem(RESET_STORAGE_KEY);
  return null;
}

export function clearReset(storage: StorageLike): void {
  storage.removeItem(RESET_STORAGE_KEY);
}
