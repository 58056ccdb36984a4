import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { SaveOutcomeNotice } from './save-outcome-notice';

/** The site layout's place for "the job you saved while signed out is saved" (any page). */
export async function SaveOutcomeNoticeSlot({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'common.auth.saveAfterSignIn' });
  return (
    <SaveOutcomeNotice
      labels={{
        saved: t.raw('saved') as string,
        failed: t.raw('failed') as string,
        failedFallback: t('failedFallback'),
        seeSaved: t('seeSaved'),
        close: t('close'),
      }}
    />
  );
}
