'use client';

import { PASSWORD_MAX_LENGTH, passwordLength } from '@jenjang/domain';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing' | 'hint' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
  /** New passwords show the 8–128 rule with a live count of this, the value typed so far. */
  lengthOf?: string;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ lengthOf, ...props }: PasswordFieldProps) {
  const t = useTranslations('common.auth.fields');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      // A little room above the rule, so a too-long paste reaches the API's clear message
      // instead of being cut silently.
      maxLength={PASSWORD_MAX_LENGTH * 2}
      hint={
        lengthOf === undefined
          ? undefined
          : t('passwordLength', { count: passwordLength(lengthOf) })
      }
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={props.id}
          // One name with a pressed state, so screen readers announce "show password, pressed".
          aria-pressed={visible}
          aria-label={t('showPassword')}
          title={visible ? t('hidePassword') : t('showPassword')}
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
