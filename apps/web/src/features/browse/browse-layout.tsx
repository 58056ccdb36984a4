import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/routing';
import { getPageText } from '@/lib/page-text';
import { PAGES, type PageKey } from '@/lib/routes';
import { BrowseHeader } from './browse-header';

/** A browse page: the blue header with its title from the route table, then the content. */
export async function BrowseLayout({
  locale,
  pageKey,
  intro,
  children,
}: {
  locale: AppLocale;
  pageKey: PageKey;
  intro: string;
  children: ReactNode;
}) {
  const { title } = await getPageText(locale, pageKey);
  const path = PAGES[pageKey].path;
  return (
    <>
      <BrowseHeader
        locale={locale}
        trail={[{ label: title, path }]}
        title={title}
        intro={<p>{intro}</p>}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">{children}</div>
    </>
  );
}
