import { emailSchema } from '@jenjang/domain';
import { loadPendingSave } from '@/features/saved-jobs/load-pending-save';
import { SAVE_JOB_PARAM } from '@/features/saved-jobs/save-after-sign-in';
import { AuthMessages } from './auth-messages';
import { authMetadata, readAuthRoute, type AuthRouteProps } from './auth-route';
import { returnTarget } from './destination';
import { PasswordResetFlow } from './password-reset-flow';

export const forgotPasswordMetadata = authMetadata('forgotPassword');
export const resetPasswordMetadata = authMetadata('resetPassword');

async function renderFlow(props: AuthRouteProps, page: 'forgot' | 'reset') {
  const { locale, query } = await readAuthRoute(props);
  const email = query('email');
  const validEmail = email && emailSchema.safeParse(email).success ? email : null;
  return (
    <AuthMessages locale={locale}>
      <PasswordResetFlow
        page={page}
        initialEmail={validEmail ?? ''}
        emailFromLink={page === 'reset' ? validEmail : null}
        target={returnTarget(query('returnUrl'), locale)}
        // A job to save, carried from sign-in: resetting the password signs in too.
        pendingSave={await loadPendingSave(query(SAVE_JOB_PARAM), locale)}
      />
    </AuthMessages>
  );
}

export function ForgotPasswordPage(props: AuthRouteProps) {
  return renderFlow(props, 'forgot');
}

export function ResetPasswordPage(props: AuthRouteProps) {
  return renderFlow(props, 'reset');
}
