'use client';

import { NotFoundPanel } from '@/features/errors/not-found-panel';
import { useClientText } from '@/lib/i18n/client-text-provider';
import { useLocale } from '@/lib/i18n/locale-provider';
import { localizedPath } from '@/lib/i18n/routing';
import { JOB_SEARCH_PATH } from '@/lib/routes';

/** The site's 404 body in the page's language (see app/[locale]/(site)/not-found.tsx). */
export function SiteNotFound() {
  const { notFound: t } = useClientText();
  const locale = useLocale();
  return (
    <NotFoundPanel
      texts={t}
      homeHref={localizedPath(locale, '/')}
      jobsHref={localizedPath(locale, JOB_SEARCH_PATH)}
    />
  );
}
