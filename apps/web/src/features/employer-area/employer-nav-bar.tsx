'use client';

import { Link, usePathname } from '@/lib/i18n/navigation';
import { cn } from '@/lib/cn';
import { EMPLOYER_NAV, type EmployerNavKey } from './employer-nav';

/** The employer area's own navigation; scrolls sideways on a 360 px screen. */
export function EmployerNavBar({
  label,
  labels,
}: {
  label: string;
  labels: Record<EmployerNavKey, string>;
}) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-5xl gap-1 overflow-x-auto px-4">
        {EMPLOYER_NAV.map((item) => {
          const current = item.exact
            ? pathname === item.path
            : pathname === item.path || pathname.startsWith(`${item.path}/`);
          return (
            <li key={item.key}>
              <Link
                href={item.path}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold',
                  current
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-700 hover:text-brand-700',
                )}
              >
                {labels[item.key]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
