// The account calls that answer with a session (sign-in, a sign-up's code, a reset or created
// password): the answer is checked with the domain's contract, a job the person set out to save
// while signed out is saved, then the browser loads where the person goes next (onboarding
// first when it is due), so server components and the header render with the new cookies.
import { proxiedLoginResponseSchema } from '@jenjang/domain';
import { completePendingSave } from '@/features/saved-jobs/complete-pending-save';
import type { PendingSave } from '@/features/saved-jobs/save-after-sign-in';
import { requestChecked } from '@/lib/api/checked-request';
import type { AppLocale } from '@/lib/i18n/routing';
import { destinationAfterSignIn } from './destination';

export async function startSession(
  path:
    | '/v1/login/email'
    | '/v1/users/sign-up/verify'
    | '/v1/users/reset-password'
    | '/v1/users/public/user/create-password',
  body: unknown,
  next: {
    target: string;
    locale: AppLocale;
    beforeLeaving?: () => void;
    /** Saved before leaving, so it is saved even if onboarding comes first and is left. */
    pendingSave?: PendingSave | null;
  },
): Promise<void> {
  const response = await requestChecked(proxiedLoginResponseSchema, path, {
    method: 'POST',
    body,
  });
  await completePendingSave(next.pendingSave, response.data);
  next.beforeLeaving?.();
  window.location.assign(destinationAfterSignIn(response.data, next.target, next.locale));
}
