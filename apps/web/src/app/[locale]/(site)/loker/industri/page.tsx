import type { Metadata } from 'next';
import { IndustryPage } from '@/features/browse/industry-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Live counts per request (the API's answers are shared for a while); the build needs no API.
export const dynamic = 'force-dynamic';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'jobsByIndustry');
}

export default async function Route({ params }: Props) {
  return <IndustryPage locale={await resolveLocale(params)} />;
}
