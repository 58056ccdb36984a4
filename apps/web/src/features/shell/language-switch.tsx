'use client';

import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n/locale-provider';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { LANGUAGE_TAG } from '@/lib/i18n/routing';

export type LanguageSwitchLabels = { switch: string; otherShort: string };

/**
 * Link to the same page in the other language. Its name starts with what it shows ("EN"), the
 * rest for screen readers only: a voice-control user says what they see (WCAG 2.5.3). The query (filters, returnUrl, email) goes along
 * when the link is followed; the href itself stays the bare path so that the page can be
 * rendered statically (reading the query while rendering would make every page dynamic).
 */
export function LanguageSwitch({
  labels,
  tone,
}: {
  labels: LanguageSwitchLabels;
  tone: 'light' | 'dark';
}) {
  const pathname = usePathname();
  const router = useRouter();
  const other = useLocale() === 'idn' ? 'en' : 'idn';
  return (
    <Link
      href={pathname}
      locale={other}
      hrefLang={LANGUAGE_TAG[other]}
      title={labels.switch}
      prefetch={false}
      onClick={(event) => {
        const { search, hash } = window.location;
        if (!search && !hash) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        router.push(`${pathname}${search}${hash}`, { locale: other });
      }}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-2 text-sm font-semibold transition-colors',
        tone === 'light'
          ? 'border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700'
          : 'border-white/50 text-white hover:bg-white/10',
      )}
    >
      {labels.otherShort}
      <span className="sr-only"> {labels.switch}</span>
    </Link>
  );
}
