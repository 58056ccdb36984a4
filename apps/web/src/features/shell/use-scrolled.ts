'use client';

import { useEffect, useState } from 'react';

/** Whether the page is scrolled past `threshold` pixels (passive listener, no layout reads). */
export function useScrolled(enabled: boolean, threshold = 8): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [enabled, threshold]);
  return enabled && scrolled;
}
