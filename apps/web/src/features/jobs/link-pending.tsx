'use client';

import { useLinkStatus } from 'next/link';

/**
 * Inside a link: a small spinner while the page it opens is loading (job pages have no
 * loading.tsx, so that their 404 and 308 keep real status codes).
 */
export function LinkPending({ label }: { label: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" className="ml-2 inline-flex align-middle">
      <span
        aria-hidden="true"
        className="inline-block size-3.5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
