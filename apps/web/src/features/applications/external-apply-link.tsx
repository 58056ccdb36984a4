'use client';

import type { ReactNode } from 'react';
import { hasSessionMarker } from '@/lib/auth/session-marker';

/**
 * The employer's own page, in a new tab. For a signed-in job seeker the click is recorded as an
 * external application (POST …/apply/external) so it shows on /loker/applied; guests are not
 * tracked (there is nobody to track it for). The link opens either way: tracking never blocks it.
 */
export function ExternalApplyLink({
  jobId,
  href,
  className,
  children,
}: {
  jobId: string;
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener nofollow"
      className={className}
      data-external-apply
      onClick={() => {
        if (!hasSessionMarker()) return;
        void import('./external-apply')
          .then(({ recordExternalApply }) => recordExternalApply(jobId))
          .catch(() => undefined);
      }}
    >
      {children}
    </a>
  );
}
