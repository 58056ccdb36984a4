import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorState } from '@/features/errors/error-state';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'serverError');
}

export default async function ServerErrorRoute({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'common.errors.server' });
  return (
    <ErrorState
      labels={{
        code: t('code'),
        title: t('title'),
        body: t('body'),
        retry: t('retry'),
        home: t('home'),
      }}
    />
  );
}
