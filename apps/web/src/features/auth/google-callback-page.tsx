import { getTranslations } from 'next-intl/server';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { AuthCard } from './auth-card';
import { AuthMessages } from './auth-messages';
import { authMetadata } from './auth-route';
import { GoogleCallback } from './google-callback';

export const googleCallbackMetadata = authMetadata('googleCallback');

/** Where the provider sends the browser back (features/auth/google-sign-in.ts, step 2). */
export async function GoogleCallbackPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'common.auth.google' });
  return (
    <AuthMessages locale={locale}>
      <AuthCard heading={t('heading')}>
        <GoogleCallback />
      </AuthCard>
    </AuthMessages>
  );
}
