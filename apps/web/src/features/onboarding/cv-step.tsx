'use client';

import { CV_ACCEPT_ATTRIBUTE, formatFileSize } from '@jenjang/domain';
import { FileText } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { FieldError } from './field-error';

/** The optional CV: a native file input (keyboard and screen reader friendly) and its state. */
export function CvStep({
  file,
  checking,
  error,
  currentCvName,
  disabled,
  onPick,
  onClear,
}: {
  file: File | null;
  checking: boolean;
  error: string | undefined;
  currentCvName: string | null;
  disabled: boolean;
  onPick(file: File | null): void;
  onClear(): void;
}) {
  const t = useTranslations('profile.onboarding.cv');
  const locale = useLocale() === 'en' ? 'en' : 'idn';
  const input = useRef<HTMLInputElement>(null);
  const hintId = 'cv-hint';
  const errorId = 'file-error';

  return (
    <div data-field="cv">
      <p id={hintId} className="text-sm text-slate-600">
        {t('hint')}
      </p>
      {currentCvName ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          {t('current', { name: currentCvName })}
        </p>
      ) : null}
      <label htmlFor="cv-file" className="mt-4 block text-sm font-semibold text-slate-900">
        {t('chooseLabel')}
      </label>
      <input
        ref={input}
        id="cv-file"
        name="file"
        type="file"
        accept={CV_ACCEPT_ATTRIBUTE}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
      {checking ? (
        <p className="mt-2 text-sm text-slate-600" aria-live="polite">
          {t('checking')}
        </p>
      ) : null}
      {file && !error && !checking ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-800" aria-live="polite">
            {t('chosen', { name: file.name, size: formatFileSize(file.size, locale) })}
          </p>
          <button
            type="button"
            disabled={disabled}
            className={buttonStyles.secondary}
            onClick={() => {
              if (input.current) input.current.value = '';
              onClear();
            }}
          >
            {t('remove')}
          </button>
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
