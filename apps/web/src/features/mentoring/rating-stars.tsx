import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Five stars filled to the rating (halves rounded), with the rating as text for screen readers:
 * the stars themselves are decorative, `label` says "Rated 4.5 out of 5".
 */
export function RatingStars({
  rating,
  label,
  className,
  size = 'sm',
}: {
  rating: number;
  label: string;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const filled = Math.round(rating);
  const icon = size === 'md' ? 'size-5' : 'size-4';
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      <span className="sr-only">{label}</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            icon,
            n <= filled ? 'fill-amber-400 text-amber-500' : 'fill-slate-200 text-slate-300',
          )}
        />
      ))}
    </span>
  );
}
