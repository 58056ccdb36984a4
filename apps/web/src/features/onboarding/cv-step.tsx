'use client';

import { CV_ACCEPT_ATTRIBUTE, formatFileSize } from '@jenjang/domain';
import { FileText, Upload } from 'lucide-react';
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
      {/* The native input stays in the tab order but out of sight: its own button text would
          be in the browser's language, not the page's. The label is the visible button. */}
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
        className="peer sr-only"
      />
      <label
        htmlFor="cv-file"
        className={`${buttonStyles.secondary} mt-4 cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
      >
        <Upload aria-hidden="true" className="size-4" />
        {t('chooseLabel')}
      </label>
      {!file && !checking ? <p className="mt-2 text-sm text-slate-600">{t('noneChosen')}</p> : null}
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
