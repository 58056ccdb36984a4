// What every page's chrome needs to know about the session, apart from the browser API client
// (browser-api.ts), so that the header, the save buttons and the notices stay small on pages
// where nobody calls the API.
import { SIGNED_IN_COOKIE } from './cookies';

/** Event the page chrome listens to for the UNAUTHORIZED notice. */
export const UNAUTHORIZED_EVENT = 'jenjang:unauthorized';

export function hasSessionMarker(cookie = typeof document === 'undefined' ? '' : document.cookie) {
  return cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}
