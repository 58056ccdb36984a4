import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, linkClass } from './auth-card';
import { AuthMessages } from './auth-messages';
import { authMetadata, leaveWhenSignedIn, readAuthRoute, type AuthRouteProps } from './auth-route';
import { returnTarget, returnUrlQuery } from './destination';
import { GoogleButton } from './google-button';
import { SignInForm } from './sign-in-form';
import { SignUpFlow } from './sign-up-flow';

// /sign-in and /sign-up: one card each, with links to the other account pages that keep where
// the person was going (returnUrl).

export const signInMetadata = authMetadata('signIn');
export const signUpMetadata = authMetadata('signUp');

export function SignInPage(props: AuthRouteProps) {
  return renderAuthPage(props, 'signIn');
}

export function SignUpPage(props: AuthRouteProps) {
  return renderAuthPage(props, 'signUp');
}

/** A signed-in person is sent on to where the page would have sent them (auth-route.ts). */
async function renderAuthPage(props: AuthRouteProps, page: 'signIn' | 'signUp') {
  const { locale, query } = await readAuthRoute(props);
  const t = await getTranslations({ locale, namespace: 'common.auth' });
  const tEmployer = await getTranslations({ locale, namespace: 'employer.area.auth' });
  // The employer mode (?for=employer, from the employer area): the same account pages, with
  // employer wording; a sign-up makes an employer account (issue 13).
  const forEmployer = query('for') === 'employer';
  const target = returnTarget(query('returnUrl'), locale);
  await leaveWhenSignedIn(target);
  const back = {
    ...returnUrlQuery(target, locale),
    ...(forEmployer ? { for: 'employer' } : {}),
  };
  const footer =
    page === 'signIn' ? (
      <>
        <AuthFooterLink
          question={t('signIn.noAccount')}
          label={t('signIn.signUpLink')}
          pathname="/sign-up"
          query={back}
        />
        <AuthFooterLink
          question={t('signIn.importedQuestion')}
          label={t('signIn.createPasswordLink')}
          pathname="/create-password"
        />
      </>
    ) : (
      <AuthFooterLink
        question={t('signUp.haveAccount')}
        label={t('signUp.signInLink')}
        pathname="/sign-in"
        query={back}
      />
    );
  return (
    <AuthMessages locale={locale}>
      <AuthCard
        heading={
          forEmployer
            ? tEmployer(page === 'signIn' ? 'signInHeading' : 'signUpHeading')
            : t(`${page}.heading`)
        }
        intro={forEmployer ? tEmployer(`${page}Intro`) : t(`${page}.intro`)}
        footer={footer}
      >
        {page === 'signIn' ? (
          <>
            <SignInForm target={target} initialEmail={query('email') ?? ''} />
            <GoogleButton locale={locale} target={target} />
          </>
        ) : (
          <SignUpFlow
            role={forEmployer ? 'employer' : 'student'}
            target={target}
            alternative={<GoogleButton locale={locale} target={target} />}
          />
        )}
      </AuthCard>
    </AuthMessages>
  );
}

/** "No account yet? Sign up": a question and a link to another account page. */
function AuthFooterLink({
  question,
  label,
  pathname,
  query = {},
}: {
  question: string;
  label: string;
  pathname: '/sign-in' | '/sign-up' | '/create-password';
  query?: Record<string, string>;
}) {
  return (
    <p>
      {question}{' '}
      <Link href={{ pathname, query }} className={linkClass}>
        {label}
      </Link>
    </p>
  );
}
