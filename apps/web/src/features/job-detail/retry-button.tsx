'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type ReactNode } from 'react';

/** Renders the page again on the server (the API may be back). */
export function RetryButton({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      aria-busy={pending}
      onClick={() => startTransition(() => router.refresh())}
      className={`${className ?? ''} disabled:opacity-70`}
    >
      {children}
    </button>
  );
}
