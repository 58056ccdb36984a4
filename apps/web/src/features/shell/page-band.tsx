import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The blue top band of a page. Under the blue header theme the header is transparent and
 * overlaps the band, so the band adds the header's height to its padding (globals.css).
 */
export function PageBand({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'on-dark bg-gradient-to-b from-brand-800 to-brand-700 pb-10 pt-[calc(var(--header-overlap,0px)+2.5rem)] text-white md:pb-14',
        className,
      )}
    >
      <div className="mx-auto max-w-6xl px-4 md:px-6">{children}</div>
    </div>
  );
}
