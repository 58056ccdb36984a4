import { cn } from '@/lib/cn';

/** The Jenjang mark (three rising steps) and wordmark. Decorative: links carry the label. */
export function LogoMark({ tone }: { tone: 'brand' | 'white' }) {
  return (
    <span className="flex items-center gap-2" aria-hidden="true">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect
          width="32"
          height="32"
          rx="8"
          className={tone === 'white' ? 'fill-white' : 'fill-brand-700'}
        />
        <path
          d="M8 23h5v-4h4v-4h4v-4h3"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={tone === 'white' ? 'stroke-brand-700' : 'stroke-white'}
        />
      </svg>
      <span
        className={cn(
          'text-xl font-extrabold tracking-tight',
          tone === 'white' ? 'text-white' : 'text-brand-800',
        )}
      >
        Jenjang
      </span>
    </span>
  );
}
