'use client';

import { useTranslations } from 'next-intl';
import { CODE_LENGTH, normalizeCode } from './auth-validation';
import { TextField, type TextFieldProps } from './text-field';

type CodeFieldProps = Pick<
  TextFieldProps,
  'id' | 'name' | 'value' | 'error' | 'onBlur' | 'onValueChange'
>;

/** The emailed 6-digit code: one input, numeric keypad, filled from the mail app where offered. */
export function CodeField({ onValueChange, ...props }: CodeFieldProps) {
  const t = useTranslations('common.auth.fields');
  return (
    <TextField
      {...props}
      onValueChange={(value) => onValueChange(normalizeCode(value))}
      label={t('code')}
      hint={t('codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      // Room for a pasted "123 456"; normalizeCode keeps the six digits.
      maxLength={CODE_LENGTH + 4}
      spellCheck={false}
      inputClassName="text-center font-mono text-xl tracking-[0.5em]"
    />
  );
}
