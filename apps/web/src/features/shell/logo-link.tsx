'use client';

import { Link } from '@/lib/i18n/navigation';
import { clearSavedScrollPositions } from '@/lib/scroll-memory';
import { LogoMark } from './logo-mark';

/** Home link that starts over: back to the top, saved list positions forgotten. */
export function LogoLink({ label, tone }: { label: string; tone: 'brand' | 'white' }) {
  return (
    <Link
      href="/"
      aria-label={label}
      className="flex min-h-11 shrink-0 items-center rounded-md"
      onClick={() => {
        clearSavedScrollPositions();
        window.scrollTo({ top: 0 });
      }}
    >
      <LogoMark tone={tone} />
    </Link>
  );
}
