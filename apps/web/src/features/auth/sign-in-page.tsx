import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, linkClass } from './auth-card';
import { AuthMessages } from './auth-messages';
import { authMetadata, leaveWhenSignedIn, readAuthRoute, type AuthRouteProps } from './auth-route';
import { returnTarget, returnUrlQuery } from './destination';
import { GoogleButton } from './google-button';
import { SignInForm } from './sign-in-form';

export const signInMetadata = authMetadata('signIn');

export async function SignInPage(props: AuthRouteProps) {
  const { locale, query } = await readAuthRoute(props);
  const t = await getTranslations({ locale, namespace: 'common.auth' });
  const target = returnTarget(query('returnUrl'), locale);
  await leaveWhenSignedIn(target);
  return (
    <AuthMessages locale={locale}>
      <AuthCard
        heading={t('signIn.heading')}
        intro={t('signIn.intro')}
        footer={
          <>
            <p>
              {t('signIn.noAccount')}{' '}
              <Link
                href={{ pathname: '/sign-up', query: returnUrlQuery(target, locale) }}
                className={linkClass}
              >
                {t('signIn.signUpLink')}
              </Link>
            </p>
            <p>
              {t('signIn.importedQuestion')}{' '}
              <Link href="/create-password" className={linkClass}>
                {t('signIn.createPasswordLink')}
              </Link>
            </p>
          </>
        }
      >
        <SignInForm target={target} initialEmail={query('email') ?? ''} />
        <GoogleButton locale={locale} target={target} />
      </AuthCard>
    </AuthMessages>
  );
}
