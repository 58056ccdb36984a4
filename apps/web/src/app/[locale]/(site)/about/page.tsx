import type { Metadata } from 'next';
import { AboutPage } from '@/features/static-pages/about-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { getPageText } from '@/lib/page-text';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'about');
}

export default async function Route({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const { title } = await getPageText(locale, 'about');
  return <AboutPage locale={locale} title={title} />;
}
