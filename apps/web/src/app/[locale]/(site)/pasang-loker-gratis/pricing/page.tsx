import type { Metadata } from 'next';
import { PricingPage } from '@/features/employer-landing/pricing-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { getPageText } from '@/lib/page-text';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'employerPricing');
}

export default async function Route({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const { title } = await getPageText(locale, 'employerPricing');
  return <PricingPage locale={locale} title={title} />;
}
