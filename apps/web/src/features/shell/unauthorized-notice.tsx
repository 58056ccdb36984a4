'use client';

import { useEffect, useState } from 'react';
import { UNAUTHORIZED_EVENT } from '@/lib/auth/session-marker';

/** Spec section 4: a signed-out user's failed call shows UNAUTHORIZED before going home. */
export function UnauthorizedNotice({ message }: { message: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => setShown(true);
    window.addEventListener(UNAUTHORIZED_EVENT, show);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, show);
  }, []);
  return (
    <div
      aria-live="assertive"
      className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4"
    >
      {shown ? (
        <p className="pointer-events-auto rounded-lg bg-slate-900 px-4 py-3 text-sm font-medium text-white shadow-lg">
          {message}
        </p>
      ) : null}
    </div>
  );
}
