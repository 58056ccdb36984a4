'use client';

import { ClientForm } from '@/lib/hydration/client-form';
// The start of an analysis: which CV (the profile's or an upload), an optional target (a job of
// the portal or a pasted description), sent once per choice with an Idempotency-Key; then the
// progress view takes the page's place until the report opens.
import {
  createCvReviewFieldsSchema,
  CV_ACCEPT_ATTRIBUTE,
  CV_REVIEW_TARGET_TEXT_MAX,
  type CvReview,
  cvReviewResponseSchema,
  fieldMessage,
  formatFileSize,
} from '@jenjang/domain';
import { FileText, Loader2, Upload } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { buttonStyles } from '@/features/shell/button-styles';
import { ApiRequestError, apiClient } from '@/lib/auth/browser-api';
import { cn } from '@/lib/cn';
import { fillText } from '@/lib/i18n/client-text';
import { useLocale } from '@/lib/i18n/locale-provider';
import { CV_REVIEW_API } from './cv-review-api';
import {
  CV_MAX_MEGABYTES,
  cvReviewFields,
  fileProblem,
  newIdempotencyKey,
  type CvReviewFormValues,
} from './cv-review-format';
import { CvReviewProgress } from './cv-review-progress';
import type { CvReviewFormTexts, CvReviewProgressTexts } from './cv-review-texts';
import { JobTargetPicker, type PickedJob } from './job-target-picker';

export type ProfileCv = { name: string; savedAt: string };

const inputRing =
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700';

function Choice({
  name,
  value,
  checked,
  onChange,
  disabled,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 bg-white px-4 py-3 focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2',
        checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-brand-400',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <span className="min-w-0">{children}</span>
    </label>
  );
}

export function CvReviewForm({
  profileCv,
  texts,
  progressTexts,
}: {
  profileCv: ProfileCv | null;
  texts: CvReviewFormTexts;
  progressTexts: CvReviewProgressTexts;
}) {
  const id = useId();
  const locale = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pickedJob, setPickedJob] = useState<PickedJob | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [started, setStarted] = useState<CvReview | null>(null);
  // One key per distinct request: a retry of the same choices answers the first analysis.
  const keys = useRef(new Map<string, string>());

  // The domain's contract checks the fields the API gets; the picked job is the form's own rule.
  const resolver: Resolver<CvReviewFormValues> = async (values) => {
    const errors: FieldErrors<CvReviewFormValues> = {};
    const parsed = createCvReviewFieldsSchema.safeParse(cvReviewFields(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof CvReviewFormValues;
        errors[field] ??= { type: issue.code, message: fieldMessage(issue, locale) };
      }
    }
    if (values.targetMode === 'job' && !values.jobId) {
      errors.jobId ??= { type: 'required', message: texts.jobMissing };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

  const { register, handleSubmit, watch, setValue, formState } = useForm<CvReviewFormValues>({
    resolver,
    defaultValues: {
      source: profileCv ? 'profile' : 'upload',
      targetMode: 'none',
      jobId: '',
      targetText: '',
    },
  });
  const source = watch('source');
  const targetMode = watch('targetMode');
  const { errors, isSubmitting } = formState;

  function fileErrorText(chosen: File | null): string | null {
    if (!chosen) return texts.fileMissing;
    const problem = fileProblem(chosen);
    if (problem === 'type') return texts.fileType;
    if (problem === 'size') return fillText(texts.fileSize, { max: CV_MAX_MEGABYTES });
    if (problem === 'empty') return texts.fileEmpty;
    return null;
  }

  async function submit(values: CvReviewFormValues) {
    setFormError(null);
    if (values.source === 'upload') {
      const problem = fileErrorText(file);
      setFileError(problem);
      if (problem) return;
    }
    const fields = cvReviewFields(values);
    const signature = JSON.stringify([
      fields,
      values.source === 'upload' ? [file?.name, file?.size, file?.lastModified] : null,
    ]);
    let key = keys.current.get(signature);
    if (!key) keys.current.set(signature, (key = newIdempotencyKey(() => crypto.randomUUID())));
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (values.source === 'upload' && file) body.append('file', file, file.name);
    try {
      const answer = await apiClient.request<unknown>(CV_REVIEW_API, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      });
      setStarted(cvReviewResponseSchema.parse(answer).data.result);
    } catch (caught) {
      setFormError(caught instanceof ApiRequestError ? caught.message : texts.genericError);
    }
  }

  if (started) return <CvReviewProgress initial={started} texts={progressTexts} focusOnStart />;

  const fileHintId = `${id}-file-hint`;
  const fileErrorId = `${id}-file-error`;
  const textHintId = `${id}-text-hint`;
  const textErrorId = `${id}-text-error`;
  return (
    <ClientForm
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-labelledby={`${id}-heading`}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {texts.heading}
      </h2>

      <fieldset className="space-y-3">
        <legend className="mb-3 text-base font-semibold text-slate-900">
          {texts.sourceLegend}
        </legend>
        <Choice
          name="source"
          value="profile"
          checked={source === 'profile'}
          disabled={!profileCv}
          onChange={() => setValue('source', 'profile')}
        >
          <span className="block font-semibold text-slate-900">{texts.sourceProfile}</span>
          <span className="mt-0.5 flex items-center gap-1.5 break-all text-sm text-slate-700">
            {profileCv ? (
              <>
                <FileText className="size-4 shrink-0" aria-hidden />
                {fillText(texts.profileFile, { name: profileCv.name, date: profileCv.savedAt })}
              </>
            ) : (
              texts.noProfileCv
            )}
          </span>
        </Choice>
        <Choice
          name="source"
          value="upload"
          checked={source === 'upload'}
          onChange={() => setValue('source', 'upload')}
        >
          <span className="block font-semibold text-slate-900">{texts.sourceUpload}</span>
        </Choice>
        {source === 'upload' ? (
          <div className="rounded-xl bg-slate-50 p-4">
            <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-900">
              {texts.fileLabel}
            </label>
            <p id={fileHintId} className="mt-1 text-sm text-slate-700">
              {fillText(texts.fileHint, { max: CV_MAX_MEGABYTES })}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {/* The native picker's button speaks the browser's language: ours speaks the page's. */}
              <input
                id={`${id}-file`}
                type="file"
                name="file"
                accept={CV_ACCEPT_ATTRIBUTE}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? `${fileHintId} ${fileErrorId}` : fileHintId}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  setFile(chosen);
                  setFileError(chosen ? fileErrorText(chosen) : null);
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={`${id}-file`}
                className={cn(
                  buttonStyles.primary,
                  'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
                )}
              >
                <Upload className="size-4" aria-hidden />
                {texts.fileButton}
              </label>
              <span className="min-w-0 break-all text-sm text-slate-700">
                {file
                  ? fillText(texts.fileChosen, {
                      name: file.name,
                      size: formatFileSize(file.size, locale),
                    })
                  : texts.noFile}
              </span>
            </div>
            {fileError ? (
              <p id={fileErrorId} role="alert" className="mt-2 text-sm font-medium text-red-800">
                {fileError}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-3 text-base font-semibold text-slate-900">
          {texts.targetLegend}
        </legend>
        <div className="grid gap-3 md:grid-cols-3">
          {(['none', 'job', 'text'] as const).map((mode) => (
            <Choice
              key={mode}
              name="targetMode"
              value={mode}
              checked={targetMode === mode}
              onChange={() => setValue('targetMode', mode)}
            >
              <span className="font-semibold text-slate-900">
                {mode === 'none'
                  ? texts.targetNone
                  : mode === 'job'
                    ? texts.targetJob
                    : texts.targetText}
              </span>
            </Choice>
          ))}
        </div>
        {targetMode === 'job' ? (
          <JobTargetPicker
            picked={pickedJob}
            texts={texts}
            error={errors.jobId?.message}
            onPick={(job) => {
              setPickedJob(job);
              setValue('jobId', job?.id ?? '', { shouldValidate: formState.isSubmitted });
            }}
          />
        ) : null}
        {targetMode === 'text' ? (
          <div>
            <label htmlFor={`${id}-text`} className="block text-sm font-semibold text-slate-900">
              {texts.targetTextLabel}
            </label>
            <p id={textHintId} className="mt-1 text-sm text-slate-700">
              {texts.targetTextHint}
            </p>
            <textarea
              id={`${id}-text`}
              rows={6}
              maxLength={CV_REVIEW_TARGET_TEXT_MAX}
              aria-invalid={errors.targetText ? true : undefined}
              aria-describedby={errors.targetText ? `${textHintId} ${textErrorId}` : textHintId}
              {...register('targetText')}
              className={cn(
                'mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900',
                inputRing,
              )}
            />
            {errors.targetText ? (
              <p id={textErrorId} className="mt-2 text-sm font-medium text-red-800">
                {errors.targetText.message}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>

      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        className={cn(buttonStyles.primary, 'w-full text-base disabled:opacity-70 sm:w-auto')}
      >
        {isSubmitting ? (
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
        ) : null}
        {isSubmitting ? texts.submitting : texts.submit}
      </button>
    </ClientForm>
  );
}
