'use client';

import { useTranslations } from 'next-intl';
import { TextField, type TextFieldProps } from './text-field';

type EmailFieldProps = Pick<
  TextFieldProps,
  'id' | 'name' | 'ref' | 'error' | 'onBlur' | 'onChange' | 'defaultValue'
>;

/** The email input of every account form: email keyboard, autofill, no autocorrect. */
export function EmailField(props: EmailFieldProps) {
  const t = useTranslations('common.auth.fields');
  return (
    <TextField
      {...props}
      label={t('email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
