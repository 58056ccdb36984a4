'use client';

// Locale-aware Link and hooks, like next-intl's createNavigation for our routing ('idn' bare,
// 'en' under /en) but without its client runtime, which brings the ICU message parser along
// (see locale-provider.tsx). usePathname() answers the path without the locale prefix, which
// is what the layout rules in src/lib/layout expect.
import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';
import { stripLocalePrefix } from '@/lib/layout/path';
import { useLocale } from './locale-provider';
import { routing, type AppLocale } from './routing';

type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
export type Href = string | { pathname: string; query?: Query };

/** '/karir' → '/en/karir', '/' → '/en', '/?q=1' → '/en?q=1'; other hrefs ('#x', 'https:') stay. */
function prefixed(path: string, locale: AppLocale): string {
  if (locale === routing.defaultLocale || !path.startsWith('/')) return path;
  return /^\/([?#]|$)/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function localizedHref(href: Href, locale: AppLocale): string {
  if (typeof href === 'string') return prefixed(href, locale);
  return prefixed(`${href.pathname}${queryString(href.query)}`, locale);
}

type LinkProps = Omit<ComponentPropsWithoutRef<typeof NextLink>, 'href' | 'locale'> & {
  href: Href;
  /** Links to the page in another language (no prefetch, hreflang set). */
  locale?: AppLocale;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, locale, prefetch, ...rest },
  ref,
) {
  const current = useLocale();
  const switching = locale !== undefined && locale !== current;
  return (
    <NextLink
      ref={ref}
      href={localizedHref(href, locale ?? current)}
      prefetch={switching ? false : prefetch}
      hrefLang={switching ? locale : undefined}
      {...rest}
    />
  );
});

/** The path without the locale prefix ('/en/karir' → '/karir'). */
export function usePathname(): string {
  const pathname = useNextPathname();
  return useMemo(() => stripLocalePrefix(pathname ?? '/', routing.locales), [pathname]);
}

type NavigateOptions = { locale?: AppLocale; scroll?: boolean };

/** Next's router with locale-aware push/replace/prefetch (`{ locale }` switches language). */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return useMemo(() => {
    const to = (href: Href, options?: NavigateOptions) =>
      localizedHref(href, options?.locale ?? current);
    return {
      ...router,
      push: (href: Href, options?: NavigateOptions) =>
        router.push(to(href, options), { scroll: options?.scroll }),
      replace: (href: Href, options?: NavigateOptions) =>
        router.replace(to(href, options), { scroll: options?.scroll }),
      prefetch: (href: Href, options?: NavigateOptions) => router.prefetch(to(href, options)),
      /**
       * A document navigation, for a move that must not be lost: leaving a form whose object now
       * exists (a second save there would create it twice). Next's client router, under load,
       * now and then never commits a push made after an await although the server answered in
       * full (docs/decisions/028, "The lost navigation"); the browser's own navigation cannot.
       */
      assign: (href: Href, options?: NavigateOptions & { replace?: boolean }) =>
        options?.replace
          ? window.location.replace(to(href, options))
          : window.location.assign(to(href, options)),
    };
  }, [router, current]);
}
