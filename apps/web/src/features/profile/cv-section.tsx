'use client';

import {
  CV_ACCEPT_ATTRIBUTE,
  formatFileSize,
  formatWibDateLong,
  type StudentCv,
} from '@jenjang/domain';
import { Download, FileText, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { apiClient, ApiRequestError } from '@/lib/auth/browser-api';
import { ClientButton } from '@/lib/hydration/client-button';
import { useHydrated } from '@/lib/hydration/use-hydrated';
import { buttonStyles } from '@/features/shell/button-styles';
import { checkCvFile } from '@/features/onboarding/cv-file-check';
import { CV_UPLOAD_PATH, uploadCv } from '@/features/onboarding/upload-cv';
import { useProfile } from './profile-context';

/** The file itself, through the proxy: the owner's session only, answered as an attachment. */
const CV_FILE_PATH = `/api${CV_UPLOAD_PATH}/file`;

type Busy = 'checking' | 'uploading' | 'deleting' | null;
type Said = { tone: 'ok' | 'error'; text: string } | null;

/**
 * The CV on the profile (issue 22): what is on file (name, size, when), a download, a
 * replacement checked by its content before and by the API after the upload, and deletion after
 * a confirmation. The one the onboarding stored shows up here too.
 */
export function CvSection({ initialCv }: { initialCv: StudentCv | null }) {
  const t = useTranslations('profile.profilePage.cv');
  const tActions = useTranslations('profile.profilePage.actions');
  const tErrors = useTranslations('profile.onboarding.errors');
  const { locale } = useProfile();
  const hydrated = useHydrated();
  const [cv, setCv] = useState(initialCv);
  const [busy, setBusy] = useState<Busy>(null);
  const [percent, setPercent] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const input = useRef<HTMLInputElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);

  function reasonOf(error: unknown): string {
    if (!(error instanceof ApiRequestError) || error.status === 0) return tErrors('network');
    if (error.status === 429) {
      return tErrors('rateLimited', { seconds: error.retryAfterSeconds ?? 60 });
    }
    return error.message;
  }

  async function upload(file: File) {
    setSaid(null);
    setConfirming(false);
    setBusy('checking');
    const problem = await checkCvFile(file);
    if (problem) {
      setBusy(null);
      setSaid({ tone: 'error', text: t('uploadFailed', { reason: tErrors(problem) }) });
      return;
    }
    setBusy('uploading');
    setPercent(0);
    try {
      const stored = await uploadCv(file, {
        language: locale === 'en' ? 'en' : 'id',
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
      const replaced = cv !== null;
      setCv(stored);
      setSaid({
        tone: 'ok',
        text: t(replaced ? 'replaced' : 'uploaded', { name: stored.originalName }),
      });
    } catch (error) {
      setSaid({ tone: 'error', text: t('uploadFailed', { reason: reasonOf(error) }) });
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  }

  async function remove() {
    setBusy('deleting');
    setSaid(null);
    try {
      await apiClient.request(CV_UPLOAD_PATH, { method: 'DELETE' });
      setCv(null);
      setConfirming(false);
      setSaid({ tone: 'ok', text: t('deleted') });
      // The upload button is what is left to act on.
      requestAnimationFrame(() => input.current?.focus());
    } catch (error) {
      setSaid({ tone: 'error', text: t('deleteFailed', { reason: reasonOf(error) }) });
    } finally {
      setBusy(null);
    }
  }

  const disabled = !hydrated || busy !== null;
  return (
    <section
      id="cv"
      aria-labelledby="cv-heading"
      aria-busy={busy !== null}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
    >
      <h2 id="cv-heading" className="mb-1 text-lg font-bold text-slate-900">
        {t('title')}
      </h2>
      <p id="cv-hint" className="text-sm text-slate-600">
        {t('hint')}
      </p>

      {cv ? (
        <div className="mt-4 flex items-start gap-3 rounded-xl bg-slate-50 p-3" data-cv-file>
          <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="break-words font-semibold text-slate-900">{cv.originalName}</p>
            <p className="mt-0.5 text-sm text-slate-600">
              {t('details', {
                size: formatFileSize(cv.size, locale),
                date: formatWibDateLong(cv.createdAt, locale),
              })}
            </p>
          </div>
        </div>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {t('empty')}
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-3">
        {cv ? (
          // An attachment: the browser saves it under its name and stays on this page.
          <a
            href={CV_FILE_PATH}
            download={cv.originalName}
            aria-label={t('downloadName', { name: cv.originalName })}
            className={buttonStyles.secondary}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('download')}
          </a>
        ) : null}
        {/* The native input stays in the tab order, out of sight; its label is the button. */}
        <input
          ref={input}
          id="cv-upload"
          type="file"
          name="file"
          accept={CV_ACCEPT_ATTRIBUTE}
          disabled={disabled}
          aria-describedby="cv-hint"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor="cv-upload"
          className={cn(
            cv ? buttonStyles.secondary : buttonStyles.primary,
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <Upload aria-hidden="true" className="size-4" />
          {cv ? t('replace') : t('upload')}
        </label>
        {cv && !confirming ? (
          <ClientButton
            ref={deleteButton}
            disabled={busy !== null}
            onClick={() => {
              setSaid(null);
              setConfirming(true);
            }}
            className={cn(buttonStyles.secondary, 'text-red-700 hover:text-red-800')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('delete')}
          </ClientButton>
        ) : null}
      </div>

      {cv && confirming ? (
        <div
          role="group"
          aria-labelledby="cv-delete-question"
          className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3"
        >
          <p id="cv-delete-question" className="text-sm text-red-900">
            {t('deleteQuestion', { name: cv.originalName })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <ClientButton
              disabled={busy !== null}
              onClick={() => void remove()}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              {busy === 'deleting' ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : null}
              {busy === 'deleting' ? t('deleting') : t('confirmDelete')}
            </ClientButton>
            <ClientButton
              disabled={busy !== null}
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => deleteButton.current?.focus());
              }}
              className={buttonStyles.secondary}
            >
              {tActions('cancel')}
            </ClientButton>
          </div>
        </div>
      ) : null}

      {busy === 'uploading' ? (
        <progress
          max={100}
          value={percent}
          aria-label={t('sending')}
          className="mt-4 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
        />
      ) : null}
      <p
        role="status"
        className={cn(
          'mt-3 text-sm font-medium empty:hidden',
          said?.tone === 'error' ? 'text-red-700' : 'text-emerald-700',
        )}
      >
        {busy === 'checking'
          ? t('checking')
          : busy === 'uploading'
            ? t('sending')
            : (said?.text ?? '')}
      </p>
    </section>
  );
}
