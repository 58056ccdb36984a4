'use client';

import { ExternalLink } from 'lucide-react';
import { useSession } from '@/lib/auth/use-session';
import { cn } from '@/lib/cn';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { activeNavItem, chromeFor, headerNavItems, type HeaderTheme } from '@/lib/layout/rules';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { AccountMenu } from './account-menu';
import { EventsMenu } from './events-menu';
import { LanguageSwitch } from './language-switch';
import { LogoLink } from './logo-link';
import { MinimalBar } from './minimal-bar';
import { NAV_TARGETS } from './nav-targets';
import type { ShellLabels } from './shell-labels';
import { useScrolled } from './use-scrolled';

type HeaderBarProps = { labels: ShellLabels; showEvents: boolean };

function themeClasses(theme: HeaderTheme, scrolled: boolean): string {
  switch (theme) {
    case 'light':
      return 'border-b border-slate-200 bg-white text-slate-900 shadow-sm';
    case 'light-flat':
      return 'bg-white text-slate-900';
    case 'blue':
      return scrolled ? 'bg-brand-800 text-white shadow-md' : 'bg-transparent text-white';
    case 'fixed-blue':
      return 'bg-brand-800 text-white shadow-md';
  }
}

/** The site header of spec section 2; which one, and how it looks, follows the path. */
export function HeaderBar({ labels, showEvents }: HeaderBarProps) {
  const pathname = usePathname();
  const chrome = chromeFor(pathname);
  const scrolled = useScrolled(chrome.header === 'full' && chrome.theme === 'blue');
  const { signedIn } = useSession();

  if (chrome.header === 'none') return null;
  if (chrome.header === 'minimal') {
    return <MinimalBar homeLabel={labels.a11y.homeLink} language={labels.language} />;
  }

  const dark = chrome.theme === 'blue' || chrome.theme === 'fixed-blue';
  const active = activeNavItem(pathname);
  const items = headerNavItems(pathname).filter((item) => item !== 'events' || showEvents);
  const itemClass = (isActive: boolean) =>
    cn(
      'relative inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2 text-sm font-semibold transition-colors lg:px-3',
      dark ? 'hover:bg-white/10' : 'hover:bg-slate-100 hover:text-brand-700',
      isActive &&
        (dark
          ? 'after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:rounded-full after:bg-white'
          : 'text-brand-700 after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:rounded-full after:bg-brand-700'),
    );

  return (
    <header
      data-theme={chrome.theme}
      className={cn(
        // The colour changes at once when the page scrolls: a fading background passes through
        // blues too light for white text (3.6:1, caught by axe in a browser test's run).
        'sticky top-0 z-40 transition-shadow duration-200',
        dark && 'on-dark',
        themeClasses(chrome.theme, scrolled),
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 md:gap-4 md:px-6">
        <LogoLink label={labels.a11y.homeLink} tone={dark ? 'white' : 'brand'} />
        <nav aria-label={labels.a11y.mainNavigation} className="hidden md:block">
          <ul className="flex items-center">
            {items.map((item) => (
              <li key={item}>
                {item === 'events' ? (
                  <EventsMenu
                    label={labels.nav.events}
                    menuLabel={labels.events.menuLabel}
                    opensInNewTab={labels.a11y.opensInNewTab}
                    entries={labels.events.entries}
                    triggerClassName={itemClass(active === 'events')}
                  />
                ) : NAV_TARGETS[item].external ? (
                  <a
                    href={NAV_TARGETS[item].href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={cn(itemClass(false), 'gap-1')}
                  >
                    {labels.nav[item]}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{labels.a11y.opensInNewTab}</span>
                  </a>
                ) : (
                  <Link
                    href={NAV_TARGETS[item].href}
                    aria-current={active === item ? 'page' : undefined}
                    className={itemClass(active === item)}
                  >
                    {item === 'cvAnalyzer' ? (
                      <>
                        <span className="lg:hidden">{labels.nav.cvAnalyzerShort}</span>
                        <span className="hidden lg:inline">{labels.nav.cvAnalyzer}</span>
                      </>
                    ) : (
                      labels.nav[item]
                    )}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch labels={labels.language} tone={dark ? 'dark' : 'light'} />
          {signedIn ? (
            <>
              <NotificationBell labels={labels.notifications} tone={dark ? 'dark' : 'light'} />
              <AccountMenu labels={labels.account} tone={dark ? 'dark' : 'light'} />
            </>
          ) : (
            <>
              <Link
                href={
                  pathname === '/'
                    ? '/sign-in'
                    : `/sign-in?returnUrl=${encodeURIComponent(pathname)}`
                }
                className={cn(
                  'inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-semibold transition-colors',
                  dark ? 'hover:bg-white/10' : 'text-brand-700 hover:bg-brand-50',
                )}
              >
                {labels.nav.signIn}
              </Link>
              <Link
                href="/sign-up"
                className={cn(
                  'inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-semibold transition-colors md:hidden lg:inline-flex',
                  dark
                    ? 'bg-white text-brand-800 hover:bg-brand-50'
                    : 'bg-brand-700 text-white hover:bg-brand-800',
                )}
              >
                {labels.nav.signUp}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
