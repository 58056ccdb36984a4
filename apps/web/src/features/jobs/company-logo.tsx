import { cn } from '@/lib/cn';

/** Company logo, or its initial on a tinted tile when the company has none. Decorative. */
export function CompanyLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  const frame = cn(
    'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-white',
    className,
  );
  if (logoUrl) {
    return (
      <span className={frame} aria-hidden="true">
        {/* Logos come from many hosts at their own sizes; a plain img avoids an allow-list. */}
        <img
          src={logoUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-full object-contain p-1"
        />
      </span>
    );
  }
  const initial = name.trim().charAt(0).toLocaleUpperCase('id-ID') || '?';
  return (
    <span className={cn(frame, 'bg-brand-50 text-lg font-bold text-brand-700')} aria-hidden="true">
      {initial}
    </span>
  );
}
