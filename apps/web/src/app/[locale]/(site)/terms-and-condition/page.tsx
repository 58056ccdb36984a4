import type { Metadata } from 'next';
import { TermsPage } from '@/features/static-pages/terms-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { getPageText } from '@/lib/page-text';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'terms');
}

export default async function Route({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const { title } = await getPageText(locale, 'terms');
  return <TermsPage locale={locale} title={title} />;
}
