'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { usePendingNavigation } from './auto-submit-form';

/** From this width the list and the job detail sit side by side (Tailwind's lg). */
const SPLIT_VIEW_QUERY = '(min-width: 1024px)';
const PENDING_ATTRIBUTE = 'data-split-pending';

let focusPaneOnArrival = false;

/**
 * Around the job list: on wide screens a click on a card (a link to the job page, marked with
 * data-split-job) opens the job beside the list instead, as `?job=<slug>` so that the view can be
 * shared and is rendered on the server. Phones, new-tab clicks and no JavaScript follow the link.
 */
export function SplitViewLinks({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const router = useRouter();
  const markPending = usePendingNavigation(PENDING_ATTRIBUTE);

  return (
    <div
      className={className}
      onClickCapture={(event) => {
        if (
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return;
        }
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-split-job]');
        const slug = link?.dataset.splitJob;
        if (!slug || !window.matchMedia(SPLIT_VIEW_QUERY).matches) return;
        event.preventDefault();
        const url = new URL(window.location.href);
        url.searchParams.set('job', slug);
        focusPaneOnArrival = true;
        markPending();
        router.push(`${url.pathname}${url.search}`, { scroll: false });
      }}
    >
      {children}
    </div>
  );
}

/** In the detail pane: after a card was chosen, move focus to the job's heading. */
export function PaneFocus({ targetId }: { targetId: string }) {
  useEffect(() => {
    if (!focusPaneOnArrival) return;
    focusPaneOnArrival = false;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [targetId]);
  return null;
}
