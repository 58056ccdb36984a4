import { cn } from '@/lib/cn';

/** Two letters of the name without "PT"/"Tbk" ("PT Bank Kencana Raya Tbk" -> "BK"). */
export function companyInitials(name: string): string {
  const words = name
    .replace(/^(PT|CV)\.?\s+/i, '')
    .replace(/\s+Tbk\.?$/i, '')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => (w.match(/[\p{L}\p{N}]/u)?.[0] ?? '').toUpperCase())
    .join('');
}

// A colour per company (from its name), so the initials tiles of a list are told apart.
const TILES = [
  'bg-sky-100 text-sky-800',
  'bg-emerald-100 text-emerald-800',
  'bg-amber-100 text-amber-900',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
  'bg-teal-100 text-teal-800',
] as const;

function tileFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TILES[hash % TILES.length] ?? TILES[0];
}

/** The company's logo, or its initials on a coloured tile when it has none. Decorative. */
export function CompanyLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  if (logoUrl)
    return (
      // A plain img: logos come from the company, from any host.
      <img
        src={logoUrl}
        alt=""
        className={cn(
          'size-12 shrink-0 rounded-xl border border-slate-200 bg-white object-contain',
          className,
        )}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-xl text-base font-bold',
        tileFor(name),
        className,
      )}
    >
      {companyInitials(name)}
    </span>
  );
}
