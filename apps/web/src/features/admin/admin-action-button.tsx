'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type ReactNode } from 'react';
import { apiClient } from '@/lib/auth/browser-api';

/** One admin decision (hide, restore, verify): POST, then the page reloads its lists. */
export function AdminActionButton({
  path,
  body,
  className,
  failedText,
  children,
}: {
  path: string;
  body: object;
  className: string;
  failedText: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [, startTransition] = useTransition();
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        disabled={busy}
        aria-busy={busy}
        className={className}
        onClick={() => {
          setBusy(true);
          setFailed(false);
          apiClient
            .request(path, { method: 'POST', body })
            .then(() => startTransition(() => router.refresh()))
            .catch(() => setFailed(true))
            .finally(() => setBusy(false));
        }}
      >
        {children}
      </button>
      {failed ? (
        <span role="alert" className="text-xs font-semibold text-red-700">
          {failedText}
        </span>
      ) : null}
    </span>
  );
}
