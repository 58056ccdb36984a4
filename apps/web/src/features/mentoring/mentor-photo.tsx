import { cn } from '@/lib/cn';

/** Two letters of a person's name ("Rina Sari Wulandari" → "RS"). */
export function personInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => (word.match(/\p{L}/u)?.[0] ?? '').toUpperCase())
    .join('');
}

/**
 * A mentor's photo (shipped with the app or uploaded), or the initials on a tile. The photo is
 * described by `alt` where it stands alone; beside the name it is decorative (alt="").
 */
export function MentorPhoto({
  name,
  photoUrl,
  alt = '',
  size = 'md',
  className,
  priority = false,
}: {
  name: string;
  photoUrl: string | null;
  alt?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  priority?: boolean;
}) {
  const box = size === 'lg' ? 'size-24 md:size-28' : size === 'sm' ? 'size-10' : 'size-16';
  const pixels = size === 'lg' ? 112 : size === 'sm' ? 40 : 64;
  if (photoUrl) {
    return (
      // A plain img: small shipped JPEG/WebP portraits and uploads, nothing to resize.
      <img
        src={photoUrl}
        alt={alt}
        width={pixels}
        height={pixels}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={cn('shrink-0 rounded-full bg-slate-100 object-cover', box, className)}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800',
        box,
        size === 'lg' ? 'text-2xl' : size === 'sm' ? 'text-sm' : 'text-lg',
        className,
      )}
    >
      {personInitials(name)}
    </span>
  );
}
