import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MaintenancePage } from '@/features/maintenance/maintenance-page';
import { MinimalBar } from '@/features/shell/minimal-bar';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Outside the (site) group on purpose: that layout asks the API for feature flags, and the
// maintenance page must work while the API is down. Rendered per request like every page (its
// scripts need the request's CSP nonce, docs/decisions/011); it asks nothing of the API.

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'maintenance');
}

export default async function MaintenanceRoute({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <>
      <MinimalBar
        homeLabel={t('a11y.homeLink')}
        language={{ switch: t('language.switch'), otherShort: t('language.otherShort') }}
      />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <MaintenancePage locale={locale} />
      </main>
    </>
  );
}
