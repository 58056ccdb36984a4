import type { Metadata } from 'next';
import { AdminPage } from '@/features/admin/admin-page';
import { readAdminQuery } from '@/features/admin/admin-query';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Personal to the signed-in admin, read on every request.
export const dynamic = 'force-dynamic';

type Props = {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'admin');
}

export default async function AdminRoute({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([resolveLocale(params), searchParams]);
  return <AdminPage locale={locale} query={readAdminQuery(query)} />;
}
