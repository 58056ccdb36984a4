import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompanyError } from '@/features/companies/company-error';
import { CompanyPage } from '@/features/companies/company-page';
import { loadCompanyDetail } from '@/features/companies/load-companies';
import { resolveLocale } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Open jobs and the verified badge change at any time; the build needs no API.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const result = await loadCompanyDetail(slug, locale);
  if (result.status === 'not-found') notFound();
  const base = await pageMetadata(locale, 'companyDetail', {
    path: `/karir/${encodeURIComponent(slug)}`,
  });
  if (result.status === 'error') return { ...base, robots: { index: false, follow: true } };
  const { company } = result;
  const description = company.description.slice(0, 160);
  return {
    ...base,
    title: company.name,
    description,
    openGraph: { ...base.openGraph, title: company.name, description },
  };
}

export default async function CompanyRoute({ params }: Props) {
  const locale = await resolveLocale(params);
  const result = await loadCompanyDetail((await params).slug, locale);
  if (result.status === 'not-found') notFound();
  if (result.status === 'error') return <CompanyError locale={locale} />;
  return <CompanyPage company={result.company} locale={locale} />;
}
