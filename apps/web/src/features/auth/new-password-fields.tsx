'use client';

import { useTranslations } from 'next-intl';
import { PasswordField } from './password-field';
import type { TextFieldProps } from './text-field';

type Bound = Pick<TextFieldProps, 'id' | 'name' | 'ref' | 'error' | 'onBlur' | 'onChange'>;

/** A new password with the live count of what was typed, and the same password again. */
export function NewPasswordFields({
  password,
  confirmation,
  typed,
}: {
  password: Bound;
  confirmation: Bound;
  /** The new password as typed so far (for its length hint). */
  typed: string;
}) {
  const t = useTranslations('common.auth.fields');
  return (
    <>
      <PasswordField
        {...password}
        label={t('newPassword')}
        autoComplete="new-password"
        lengthOf={typed}
      />
      <PasswordField {...confirmation} label={t('confirmPassword')} autoComplete="new-password" />
    </>
  );
}
