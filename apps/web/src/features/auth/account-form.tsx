'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import type { FormEventHandler, ReactNode } from 'react';
import { FormAlertBox, useRetryWait } from './form-alert';
import { SubmitButton } from './submit-button';
import type { useAccountForm } from './use-account-form';

type AccountFormState = Pick<ReturnType<typeof useAccountForm>, 'alert' | 'alertRef' | 'pending'>;

/**
 * The frame of every account form: the alert on top (with a 429's countdown), the fields, the
 * main button, which waits out a 429 and takes no second click while a request runs.
 */
export function AccountForm({
  account,
  onSubmit,
  submitLabel,
  pendingLabel,
  disabled = false,
  alertLinks,
  children,
}: {
  account: AccountFormState;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pendingLabel: string;
  disabled?: boolean;
  /** Follow-up links shown in the alert (sign in, reset the password...). */
  alertLinks?: ReactNode;
  children: ReactNode;
}) {
  const wait = useRetryWait(account.alert);
  return (
    // method="post": should someone submit before the script runs, a password still never lands
    // in the address bar.
    <ClientForm method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlertBox alert={account.alert} waitSeconds={wait} alertRef={account.alertRef}>
        {alertLinks}
      </FormAlertBox>
      {children}
      <SubmitButton
        pending={account.pending}
        disabled={wait > 0 || disabled}
        label={submitLabel}
        pendingLabel={pendingLabel}
      />
    </ClientForm>
  );
}
