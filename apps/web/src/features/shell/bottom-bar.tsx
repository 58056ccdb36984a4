'use client';

import {
  Briefcase,
  Building2,
  CalendarDays,
  LayoutDashboard,
  ScanSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { DisclosureMenu, EventLink } from './disclosure-menu';
import { cn } from '@/lib/cn';
import { Link, usePathname } from '@/lib/i18n/navigation';
import {
  activeNavItem,
  bottomBarItems,
  chromeFor,
  type NavItem,
  type QueryLike,
} from '@/lib/layout/rules';
import { NAV_TARGETS } from './nav-targets';
import type { ShellLabels } from './shell-labels';

type BottomBarProps = { labels: ShellLabels; showEvents: boolean };

const ICONS: Record<NavItem, LucideIcon> = {
  jobs: Briefcase,
  companies: Building2,
  mentoring: Users,
  cvAnalyzer: ScanSearch,
  events: CalendarDays,
  hrSystem: LayoutDashboard,
  pricing: LayoutDashboard,
};

/** The spec lists the events of the bottom bar in this order. */
const BOTTOM_BAR_EVENT_ORDER = ['sgc', 'idm', 'sfl'];

/** Phone navigation (below the md breakpoint). */
export function BottomBar(props: BottomBarProps) {
  // The query (job/company) only refines the active item: render without it until it is known,
  // so static pages need no client-side rendering bail-out.
  return (
    <Suspense fallback={<BottomBarView {...props} query={null} />}>
      <BottomBarWithQuery {...props} />
    </Suspense>
  );
}

function BottomBarWithQuery(props: BottomBarProps) {
  return <BottomBarView {...props} query={useSearchParams()} />;
}

function BottomBarView({ labels, showEvents, query }: BottomBarProps & { query: QueryLike }) {
  const pathname = usePathname();
  if (!chromeFor(pathname).bottomBar) return null;
  const active = activeNavItem(pathname, query);
  const items = bottomBarItems(pathname).filter((item) => item !== 'events' || showEvents);
  const itemClass = (isActive: boolean) =>
    cn(
      'flex min-h-14 w-full flex-col items-center justify-center gap-1 px-1 text-[11px] font-semibold leading-tight',
      isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
    );

  return (
    <>
      <div aria-hidden="true" className="h-16 md:hidden" />
      <nav
        aria-label={labels.a11y.mobileNavigation}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <ul
          className="mx-auto grid max-w-md"
          style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
        >
          {items.map((item) => {
            const Icon = ICONS[item];
            const isActive = active === item;
            const label = item === 'cvAnalyzer' ? labels.nav.cvAnalyzerShort : labels.nav[item];
            const content = (
              <>
                <Icon aria-hidden="true" className="size-5" strokeWidth={isActive ? 2.5 : 2} />
                <span className="max-w-full truncate">{label}</span>
              </>
            );
            if (item === 'events') {
              return (
                <li key={item}>
                  <EventsPopover labels={labels} className={itemClass(isActive)}>
                    {content}
                  </EventsPopover>
                </li>
              );
            }
            const target = NAV_TARGETS[item];
            return (
              <li key={item}>
                {target.external ? (
                  <a
                    href={target.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={itemClass(false)}
                  >
                    {content}
                    <span className="sr-only">{labels.a11y.opensInNewTab}</span>
                  </a>
                ) : (
                  <Link
                    href={target.href}
                    aria-current={isActive ? 'page' : undefined}
                    aria-label={item === 'cvAnalyzer' ? labels.nav.cvAnalyzer : undefined}
                    className={itemClass(isActive)}
                  >
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

function EventsPopover({
  labels,
  className,
  children,
}: {
  labels: ShellLabels;
  className: string;
  children: ReactNode;
}) {
  const entries = [...labels.events.entries].sort(
    (a, b) => BOTTOM_BAR_EVENT_ORDER.indexOf(a.key) - BOTTOM_BAR_EVENT_ORDER.indexOf(b.key),
  );
  return (
    <DisclosureMenu
      button={children}
      buttonClassName={className}
      menuLabel={labels.events.menuLabel}
      panelClassName="bottom-[calc(100%+0.5rem)] right-1 w-[min(20rem,calc(100vw-1rem))]"
      heading={
        <p
          aria-hidden="true"
          className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-slate-600"
        >
          {labels.events.menuLabel}
        </p>
      }
    >
      {entries.map((entry) => (
        <EventLink key={entry.key} entry={entry} opensInNewTab={labels.a11y.opensInNewTab} />
      ))}
    </DisclosureMenu>
  );
}
