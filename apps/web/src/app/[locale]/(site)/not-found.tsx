'use client';

import { NotFoundPanel } from '@/features/errors/not-found-panel';
import { useClientText } from '@/lib/i18n/client-text-provider';
import { useLocale } from '@/lib/i18n/locale-provider';
import { localizedPath } from '@/lib/i18n/routing';
import { JOB_SEARCH_PATH } from '@/lib/routes';

// For notFound() thrown by pages (say, a company that does not exist). A client component on
// purpose: Next renders this element into every page of the segment, and a server version
// would have to read the request to know the language, making every page dynamic.
export default function SiteNotFound() {
  const { notFound: t } = useClientText();
  const locale = useLocale();
  return (
    <NotFoundPanel
      texts={{
        code: t.code,
        title: t.title,
        body: t.body,
        home: t.home,
        jobs: t.jobs,
      }}
      homeHref={localizedPath(locale, '/')}
      jobsHref={localizedPath(locale, JOB_SEARCH_PATH)}
    />
  );
}
