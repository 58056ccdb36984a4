import type { Metadata } from 'next';
import { BulkApplyPage } from '@/features/bulk-apply/bulk-apply-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Personal: rendered per request with the user's session, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'bulkApply');
}

export default async function Route({ params }: Props) {
  return <BulkApplyPage locale={await resolveLocale(params)} />;
}
