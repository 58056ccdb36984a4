import { getTranslations } from 'next-intl/server';
import { loadPendingSave } from '@/features/saved-jobs/load-pending-save';
import { pendingSaveQuery, SAVE_JOB_PARAM } from '@/features/saved-jobs/save-after-sign-in';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/routing';
import { AuthCard, linkClass } from './auth-card';
import { AuthMessages } from './auth-messages';
import { authMetadata, leaveWhenSignedIn, readAuthRoute, type AuthRouteProps } from './auth-route';
import { returnTarget, returnUrlQuery } from './destination';
import { GoogleButton } from './google-button';
import { Notice } from './notice';
import { SignInForm } from './sign-in-form';
import { SignUpFlow } from './sign-up-flow';

// /sign-in and /sign-up: one card each, with links to the other account pages that keep where
// the person was going (returnUrl) and what they were doing (saveJob: a job to save once signed
// in, checked here on the server; features/saved-jobs/save-after-sign-in.ts).

export const signInMetadata = authMetadata('signIn');
export const signUpMetadata = authMetadata('signUp');

export function SignInPage(props: AuthRouteProps) {
  return renderAuthPage(props, 'signIn');
}

export function SignUpPage(props: AuthRouteProps) {
  return renderAuthPage(props, 'signUp');
}

/** /mentor/sign-up: the sign-up page in its mentor mode, continuing to mentor onboarding. */
export function MentorSignUpPage(props: AuthRouteProps) {
  return renderAuthPage(props, 'signUp', 'mentor');
}

type AccountMode = 'student' | 'employer' | 'mentor';

function modeOf(value: string | null): AccountMode {
  return value === 'employer' || value === 'mentor' ? value : 'student';
}

/** A signed-in person is sent on to where the page would have sent them (auth-route.ts). */
async function renderAuthPage(
  props: AuthRouteProps,
  page: 'signIn' | 'signUp',
  fixedMode?: AccountMode,
) {
  const { locale, query } = await readAuthRoute(props);
  const t = await getTranslations({ locale, namespace: 'common.auth' });
  const tEmployer = await getTranslations({ locale, namespace: 'employer.area.auth' });
  const tMentor = await getTranslations({ locale, namespace: 'onboardingMentor.auth' });
  // The employer mode (?for=employer, from the employer area) and the mentor mode (/mentor/sign-up,
  // ?for=mentor on sign-in): the same account pages with their wording; a sign-up makes an
  // account of that role (issues 13 and 14). A new mentor continues to mentor onboarding.
  const mode = fixedMode ?? modeOf(query('for'));
  const fallback = mode === 'mentor' ? localizedPath(locale, '/mentor/onboarding') : null;
  const target = returnTarget(query('returnUrl') ?? fallback, locale);
  await leaveWhenSignedIn(target);
  // Only job seekers save jobs: the employer and mentor modes drop it.
  const pendingSave =
    mode === 'student' ? await loadPendingSave(query(SAVE_JOB_PARAM), locale) : null;
  const back = {
    ...returnUrlQuery(target, locale),
    ...(mode === 'student' ? {} : { for: mode }),
    ...pendingSaveQuery(pendingSave),
  };
  const heading =
    mode === 'employer'
      ? tEmployer(page === 'signIn' ? 'signInHeading' : 'signUpHeading')
      : mode === 'mentor'
        ? tMentor(`${page}Heading`)
        : t(`${page}.heading`);
  const intro =
    mode === 'employer'
      ? tEmployer(`${page}Intro`)
      : mode === 'mentor'
        ? tMentor(`${page}Intro`)
        : t(`${page}.intro`);
  const footer =
    page === 'signIn' ? (
      <>
        <AuthFooterLink
          question={t('signIn.noAccount')}
          label={mode === 'mentor' ? tMentor('signUpLink') : t('signIn.signUpLink')}
          pathname={mode === 'mentor' ? '/mentor/sign-up' : '/sign-up'}
          query={mode === 'mentor' ? returnUrlQuery(target, locale) : back}
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
      <AuthCard heading={heading} intro={intro} footer={footer}>
        {pendingSave ? (
          <div className="mb-6">
            <Notice>
              <p>
                {t(`saveAfterSignIn.${page}Intro`, {
                  role: pendingSave.role,
                  company: pendingSave.company,
                })}
              </p>
            </Notice>
          </div>
        ) : null}
        {page === 'signIn' ? (
          <>
            <SignInForm
              target={target}
              initialEmail={query('email') ?? ''}
              pendingSave={pendingSave}
            />
            <GoogleButton locale={locale} target={target} saveJobId={pendingSave?.jobId} />
          </>
        ) : (
          <SignUpFlow
            role={mode}
            target={target}
            pendingSave={pendingSave}
            // Google makes a job seeker's account: not offered to a mentor signing up.
            alternative={
              mode === 'mentor' ? undefined : (
                <GoogleButton locale={locale} target={target} saveJobId={pendingSave?.jobId} />
              )
            }
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
  pathname: '/sign-in' | '/sign-up' | '/mentor/sign-up' | '/create-password';
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
