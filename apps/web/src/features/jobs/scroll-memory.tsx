'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { readScrollPosition, saveScrollPosition } from '@/lib/scroll-memory';

/** The split view's selection does not move the list, so it is not part of the key. */
const IGNORED_PARAMS = ['job'];

export function scrollKeyOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of IGNORED_PARAMS) params.delete(name);
  const query = params.toString();
  return `list:${pathname}${query ? `?${query}` : ''}`;
}

// Registered once per page load, before any list mounts, so that Back from a job page (where no
// list is mounted) is still known when the list comes back.
let lastPop: { key: string; at: number } | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    lastPop = { key: scrollKeyOf(location.pathname, location.search), at: Date.now() };
  });
}

function arrivedByHistory(key: string): boolean {
  const popped = lastPop !== null && lastPop.key === key && Date.now() - lastPop.at < 10_000;
  if (popped) {
    lastPop = null;
    return true;
  }
  const entry = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward' && performance.now() < 10_000;
}

/** Scrolls to `y` once the page is tall enough (results stream in), giving up after ~1 s. */
function restoreTo(y: number): void {
  let frames = 0;
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || frames >= 60) {
      window.scrollTo(0, y);
      return;
    }
    frames += 1;
    requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * Remembers the scroll position of each list URL in sessionStorage (src/lib/scroll-memory.ts)
 * and restores it when the user comes back with Back or Forward, also from a job page.
 */
export function ScrollMemory() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const key = scrollKeyOf(pathname, searchParams.toString());

  useEffect(() => {
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = previous;
    };
  }, []);

  useEffect(() => {
    if (arrivedByHistory(key)) {
      const y = readScrollPosition(key);
      if (y !== null) restoreTo(y);
    }

    let frozen = false;
    let frame = 0;
    const save = () => {
      frame = 0;
      if (!frozen) saveScrollPosition(key, window.scrollY);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(save);
    };
    // Leaving the list: keep the position of that moment (the next page scrolls to its top).
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.pathname === location.pathname) return;
      saveScrollPosition(key, window.scrollY);
      frozen = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick, true);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);

  return null;
}
