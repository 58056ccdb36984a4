// Logout (spec section 4): the server revokes the session, the proxy deletes the cookies, the
// browser forgets stored values and scroll positions, then goes where asked (home by default).
import { currentLocalePrefix } from './browser-api';
import { clearStoredSessionState } from './stored-state';

export async function signOut(options: { redirectTo?: string } = {}): Promise<void> {
  try {
    await fetch('/api/v1/login/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  } catch {
    // The proxy clears the cookies even when the API cannot be told; offline, the next request
    // with the old cookies fails and ends in sign-in anyway.
  }
  clearStoredSessionState();
  window.location.assign(options.redirectTo ?? (currentLocalePrefix() || '/'));
}
