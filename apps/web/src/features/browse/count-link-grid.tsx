import { ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';

export type CountLink = {
  key: string;
  label: string;
  /** A second line, e.g. the province of a city. */
  detail?: string;
  /** "170 jobs", already formatted; omitted when unknown. */
  count?: string;
  href: ComponentProps<typeof Link>['href'];
};

/** A grid of links, each with its open-job count: the body of the browse pages. */
export function CountLinkGrid({ items, columns = 3 }: { items: CountLink[]; columns?: 2 | 3 }) {
  return (
    <ul
      className={
        columns === 3
          ? 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3'
          : 'grid grid-cols-1 gap-3 sm:grid-cols-2'
      }
    >
      {items.map((item) => (
        <li key={item.key}>
          <Link
            href={item.href}
            className="group flex min-h-14 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm transition hover:border-brand-300 hover:shadow-md"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900 group-hover:text-brand-700">
                {item.label}
              </span>
              {item.detail ? (
                <span className="block truncate text-sm text-slate-600">{item.detail}</span>
              ) : null}
            </span>
            {item.count ? (
              <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
                {item.count}
              </span>
            ) : null}
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A titled block of a browse page. */
export function BrowseSection({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {description ? <p className="-mt-2 mb-4 text-sm text-slate-600">{description}</p> : null}
      {children}
    </section>
  );
}

/** Small pill links (landing pages, cities to combine with). */
export function ChipLinks({
  items,
  scrollOnPhone = false,
}: {
  items: { key: string; label: string; href: ComponentProps<typeof Link>['href'] }[];
  /** One row that scrolls sideways on phones, so the list below stays near the top. */
  scrollOnPhone?: boolean;
}) {
  return (
    <ul
      className={
        scrollOnPhone
          ? '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0'
          : 'flex flex-wrap gap-2'
      }
    >
      {items.map((item) => (
        <li key={item.key} className="shrink-0">
          <Link
            href={item.href}
            className={cn(
              'inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 transition-colors hover:border-brand-600 hover:text-brand-700 md:min-h-9',
              scrollOnPhone && 'whitespace-nowrap',
            )}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
