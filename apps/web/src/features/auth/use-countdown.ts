'use client';

import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** Seconds left until `until` (epoch ms; null = nothing to wait for), ticking once a second. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : secondsLeft(until, now);
}
