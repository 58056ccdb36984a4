'use client';

// Whether this browser holds a session, from the marker cookie (the tokens themselves are
// httpOnly). False on the server and during hydration, then the real value.
import { useSyncExternalStore } from 'react';
import { hasSessionMarker } from './session-marker';

const subscribe = (onChange: () => void) => {
  // Cookies change on navigations that reload the page, and when another tab signs out.
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
  };
};

export function useSession(): { signedIn: boolean } {
  const signedIn = useSyncExternalStore(
    subscribe,
    () => hasSessionMarker(),
    () => false,
  );
  return { signedIn };
}
