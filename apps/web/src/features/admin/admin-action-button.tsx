'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type ReactNode } from 'react';
import { apiClient } from '@/lib/auth/browser-api';
import { useMarkDecided } from './decided-item';

/**
 * One admin decision (hide, restore, verify): POST, then the item leaves its list at once and the
 * page reloads its lists (counts, the next items).
 */
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
  const markDecided = useMarkDecided();
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
            .then(() => {
              markDecided();
              startTransition(() => router.refresh());
            })
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
