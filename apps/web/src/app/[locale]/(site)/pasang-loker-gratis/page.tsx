import type { Metadata } from 'next';
import {
  EmployerLandingPage,
  planFromQuery,
} from '@/features/employer-landing/employer-landing-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'postJobFree');
}

export default async function Route({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await resolveLocale(params);
  const { plan } = await searchParams;
  return <EmployerLandingPage locale={locale} plan={planFromQuery(plan)} />;
}
