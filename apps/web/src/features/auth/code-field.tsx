'use client';

import { CODE_LENGTH, normalizeCode } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { TextField, type TextFieldProps } from './text-field';

type CodeFieldProps = Pick<TextFieldProps, 'id' | 'name' | 'ref' | 'error' | 'onBlur' | 'onChange'>;

/** The emailed 6-digit code: one input, numeric keypad, filled from the mail app where offered. */
export function CodeField({ onChange, ...props }: CodeFieldProps) {
  const t = useTranslations('common.auth.fields');
  return (
    <TextField
      {...props}
      onChange={(event) => {
        // What was typed or pasted ("123 456") becomes the six digits, in the input too.
        event.target.value = normalizeCode(event.target.value);
        return onChange?.(event);
      }}
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
