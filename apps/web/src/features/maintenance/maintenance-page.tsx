import { Wrench } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { StatusPanel } from '@/features/shell/status-panel';

/** Static on purpose: no API or user queries run here (spec section 2). */
export async function MaintenancePage({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'common.maintenance' });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-20">
      <StatusPanel
        as="h1"
        icon={<Wrench aria-hidden="true" className="size-7" />}
        title={t('title')}
      >
        <p>{t('body')}</p>
        <p className="mt-3 text-sm text-slate-500">{t('thanks')}</p>
      </StatusPanel>
    </div>
  );
}
