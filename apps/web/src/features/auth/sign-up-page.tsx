import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, linkClass } from './auth-card';
import { AuthMessages } from './auth-messages';
import { authMetadata, leaveWhenSignedIn, readAuthRoute, type AuthRouteProps } from './auth-route';
import { returnTarget, returnUrlQuery } from './destination';
import { GoogleButton } from './google-button';
import { SignUpForm } from './sign-up-form';

export const signUpMetadata = authMetadata('signUp');

export async function SignUpPage(props: AuthRouteProps) {
  const { locale, query } = await readAuthRoute(props);
  const t = await getTranslations({ locale, namespace: 'common.auth' });
  const target = returnTarget(query('returnUrl'), locale);
  await leaveWhenSignedIn(target);
  return (
    <AuthMessages locale={locale}>
      <AuthCard
        heading={t('signUp.heading')}
        intro={t('signUp.intro')}
        footer={
          <p>
            {t('signUp.haveAccount')}{' '}
            <Link
              href={{ pathname: '/sign-in', query: returnUrlQuery(target, locale) }}
              className={linkClass}
            >
              {t('signUp.signInLink')}
            </Link>
          </p>
        }
      >
        <SignUpForm target={target} />
        <GoogleButton locale={locale} target={target} />
      </AuthCard>
    </AuthMessages>
  );
}
