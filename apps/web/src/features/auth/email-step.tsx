'use client';

import { emailOnlyBodySchema } from '@jenjang/domain';
import { AccountForm } from './account-form';
import { EmailField } from './email-field';
import { useAccountForm } from './use-account-form';

/**
 * The first step of /forgot-password and /create-password: one email, then `onEmail` asks the
 * API for what comes next (a code, or the news that none is needed).
 */
export function EmailStep({
  formId,
  initialEmail,
  submitLabel,
  pendingLabel,
  onEmail,
}: {
  formId: string;
  initialEmail: string;
  submitLabel: string;
  pendingLabel: string;
  /** Gets the address trimmed and lower-cased; a thrown API error shows in the form. */
  onEmail: (email: string) => Promise<void>;
}) {
  const account = useAccountForm({
    formId,
    schema: emailOnlyBodySchema,
    defaultValues: { email: initialEmail },
  });
  return (
    <AccountForm
      account={account}
      onSubmit={account.submit(({ email }) => onEmail(email))}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
    >
      <EmailField {...account.fieldProps('email')} />
    </AccountForm>
  );
}
