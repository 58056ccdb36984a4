'use client';

import {
  formatMentoringTime,
  formatMentoringTimeRange,
  platformTimeZone,
  type Locale,
} from '@jenjang/domain';
import { useEffect, useState } from 'react';

/** The browser's IANA zone; null on the server and in the first render (no hydration mismatch). */
export function useViewerTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    try {
      setZone(platformTimeZone());
    } catch {
      setZone(null);
    }
  }, []);
  return zone;
}

/**
 * A session or slot time in WIB, with the viewer's own time beside it when their zone differs
 * ("Sen, 30 Nov 2026 · 19:00–19:45 WIB (20:00–20:45 WITA)"). The server renders WIB alone; the
 * browser adds its zone after hydration.
 */
export function MentoringTime({
  startsAt,
  endsAt,
  locale,
  className,
}: {
  startsAt: string;
  endsAt?: string | null;
  locale: Locale;
  className?: string;
}) {
  const viewerTimeZone = useViewerTimeZone();
  const options = { locale, viewerTimeZone };
  const text = endsAt
    ? formatMentoringTimeRange(startsAt, endsAt, options)
    : formatMentoringTime(startsAt, options);
  return (
    <time dateTime={startsAt} className={className}>
      {text}
    </time>
  );
}
