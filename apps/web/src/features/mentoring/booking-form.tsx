'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import { toNestErrors } from '@hookform/resolvers';
import {
  fieldMessage,
  formatFileSize,
  formatMentoringTimeRange,
  MENTORING_SESSION_LIMITS,
  MENTORING_TIMING,
  mentoringSessionResponseSchema,
  SESSION_BOOKING_MULTIPART,
  type MentoringSession,
  MENTORING_MODE_VOCABULARY,
} from '@jenjang/domain';
import { CalendarPlus, Paperclip, Plus, Send, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  type FieldError,
  type Resolver,
} from 'react-hook-form';
import { buttonStyles } from '@/features/shell/button-styles';
import { requestChecked } from '@/lib/api/checked-request';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n/locale-provider';
import { describeBookingFailure, type BookingFailure } from './booking-failure';
import {
  checkAttachment,
  checkBookingValues,
  contractIssues,
  emptyWindow,
  initialBookingValues,
  toBookingRequest,
  type BookingFormValues,
} from './booking-request';
import type { BookingMentor } from './booking-types';
import { mentoringPaths } from './mentoring-api';
import { useViewerTimeZone } from './mentoring-time';
import { SlotPicker } from './slot-picker';

const field =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';
const label = 'mb-1 block text-sm font-semibold text-slate-800';
const problemText = 'mt-1 text-sm font-semibold text-red-700';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The booking form: a slot (or 1–3 proposed windows when the mentor takes requests), topic,
 * notes, an optional CV or portfolio, the mode when the mentor offers both, the commitment.
 * Checked by the form's rules and the domain's contract; when the API refuses, what was typed
 * stays, and a slot taken meanwhile refreshes the free times.
 */
export function BookingForm({
  mentor,
  onBooked,
}: {
  mentor: BookingMentor;
  onBooked: (session: MentoringSession) => void;
}) {
  const t = useTranslations('bookingModal');
  const locale = useLocale();
  const ids = useId();
  const zone = useViewerTimeZone();
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<'wrongType' | 'tooLarge' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // One key per booking attempt: a retry after a network failure cannot book twice.
  const idempotencyKey = useRef(newKey());
  const maxSize = formatFileSize(MENTORING_SESSION_LIMITS.attachmentMaxBytes, locale);

  const resolver: Resolver<BookingFormValues> = async (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    for (const [path, problem] of Object.entries(checkBookingValues(values, new Date()))) {
      errors[path] = { type: 'form', message: t(problem) };
    }
    if (Object.keys(errors).length === 0) {
      for (const { field: path, issue } of contractIssues(toBookingRequest(values, mentor.id))) {
        errors[path] ??= { type: issue.code, message: fieldMessage(issue, locale) };
      }
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: toNestErrors(errors, options) };
  };

  const form = useForm<BookingFormValues>({
    resolver,
    defaultValues: initialBookingValues(mentor.modes),
    mode: 'onTouched',
  });
  const windows = useFieldArray({ control: form.control, name: 'windows' });
  const bookingType = form.watch('bookingType');
  const mode = form.watch('mode');
  const startsAt = form.watch('startsAt');
  const errors = form.formState.errors;

  const focusFirstProblem = () =>
    requestAnimationFrame(() => {
      document
        .querySelector<HTMLElement>(
          '[data-booking-form] [aria-invalid="true"], [data-booking-form] [role="alert"]',
        )
        ?.focus?.();
    });

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      if (fileProblem) return;
      const request = toBookingRequest(values, mentor.id);
      let body: unknown = request;
      if (file) {
        const data = new FormData();
        data.append(SESSION_BOOKING_MULTIPART.payload, JSON.stringify(request));
        data.append(SESSION_BOOKING_MULTIPART.attachment, file, file.name);
        body = data;
      }
      try {
        const answer = await requestChecked(
          mentoringSessionResponseSchema,
          mentoringPaths.sessionOne,
          {
            method: 'POST',
            body,
            headers: { 'Idempotency-Key': idempotencyKey.current },
          },
        );
        idempotencyKey.current = newKey();
        onBooked(answer.data);
      } catch (error) {
        const described = describeBookingFailure(error, t('failures.failed'));
        // The API answered: that request is settled, the next one is a new attempt.
        if (described.kind !== 'network') idempotencyKey.current = newKey();
        if (described.kind === 'slotTaken' || described.kind === 'menteeConflict') {
          form.setValue('startsAt', '');
          setRefreshKey((n) => n + 1);
        }
        if (described.kind === 'message' && described.field && described.field in values) {
          form.setError(described.field as keyof BookingFormValues, {
            type: 'server',
            message: described.message,
          });
        }
        setFailure(described);
        focusFirstProblem();
      }
    },
    () => {
      setFailure(null);
      focusFirstProblem();
    },
  );

  const sending = form.formState.isSubmitting;
  const failureText =
    failure === null
      ? null
      : failure.kind === 'message'
        ? failure.message
        : t(`failures.${failure.kind}`);

  return (
    <ClientForm noValidate onSubmit={submit} data-booking-form className="space-y-6">
      {bookingType === 'slot' ? (
        <section aria-label={t('slot.legend')}>
          <Controller
            control={form.control}
            name="startsAt"
            render={({ field: slotField, fieldState }) => (
              <SlotPicker
                source={{
                  kind: 'mentor',
                  mentorId: mentor.id,
                  bookingWindowDays: mentor.bookingWindowDays,
                }}
                value={slotField.value}
                onChange={(slot) => {
                  slotField.onChange(slot?.startsAt ?? '');
                  if (slot) form.clearErrors('startsAt');
                }}
                refreshKey={refreshKey}
                error={fieldState.error?.message}
              />
            )}
          />
          {startsAt ? (
            <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900">
              {t('slot.chosen', {
                time: formatMentoringTimeRange(
                  startsAt,
                  new Date(new Date(startsAt).getTime() + mentor.sessionMinutes * 60_000),
                  { locale, viewerTimeZone: zone },
                ),
              })}
            </p>
          ) : null}
          {mentor.acceptsCustomRequests ? (
            <button
              type="button"
              className="mt-3 inline-flex min-h-11 items-center gap-2 text-left text-sm font-semibold text-brand-700 hover:underline"
              onClick={() => {
                form.setValue('bookingType', 'custom');
                form.clearErrors('startsAt');
              }}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('request.toggle')}
            </button>
          ) : null}
        </section>
      ) : (
        <fieldset className="space-y-3">
          <legend className="text-sm font-bold text-slate-900">{t('request.legend')}</legend>
          <p className="text-sm text-slate-600">{t('request.hint')}</p>
          <ol className="space-y-3">
            {windows.fields.map((item, index) => {
              const problem =
                errors.windows?.[index]?.date?.message ?? errors.windows?.[index]?.end?.message;
              const problemId = `${ids}-window-${index}-problem`;
              return (
                <li key={item.id} className="rounded-xl border border-slate-200 p-3">
                  <div className="mb-2 flex items-center justify-between">
                    <p className="text-sm font-semibold text-slate-800">
                      {t('request.window', { index: index + 1 })}
                    </p>
                    {windows.fields.length > 1 ? (
                      <button
                        type="button"
                        onClick={() => windows.remove(index)}
                        aria-label={t('request.remove', { index: index + 1 })}
                        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-red-700"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                    ) : null}
                  </div>
                  <div className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_1fr_1fr]">
                    <div className="col-span-2 sm:col-span-1">
                      <label htmlFor={`${ids}-w${index}-date`} className={label}>
                        {t('request.date')}
                      </label>
                      <input
                        id={`${ids}-w${index}-date`}
                        type="date"
                        className={field}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? problemId : undefined}
                        {...form.register(`windows.${index}.date`)}
                      />
                    </div>
                    <div>
                      <label htmlFor={`${ids}-w${index}-start`} className={label}>
                        {t('request.start')}
                      </label>
                      <input
                        id={`${ids}-w${index}-start`}
                        type="time"
                        step={900}
                        className={field}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? problemId : undefined}
                        {...form.register(`windows.${index}.start`)}
                      />
                    </div>
                    <div>
                      <label htmlFor={`${ids}-w${index}-end`} className={label}>
                        {t('request.end')}
                      </label>
                      <input
                        id={`${ids}-w${index}-end`}
                        type="time"
                        step={900}
                        className={field}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? problemId : undefined}
                        {...form.register(`windows.${index}.end`)}
                      />
                    </div>
                  </div>
                  {problem ? (
                    <p id={problemId} className={problemText}>
                      {problem}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap gap-2">
            {windows.fields.length < MENTORING_TIMING.requestedWindowsMax ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => windows.append(emptyWindow())}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('request.add')}
              </button>
            ) : null}
            <button
              type="button"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
              onClick={() => form.setValue('bookingType', 'slot')}
            >
              {t('request.backToSlots')}
            </button>
          </div>
        </fieldset>
      )}

      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-bold text-slate-900">{t('details')}</legend>
        <div>
          <label htmlFor={`${ids}-topic`} className={label}>
            {t('topic.label')}
          </label>
          <select
            id={`${ids}-topic`}
            className={field}
            aria-invalid={errors.topicId ? true : undefined}
            aria-describedby={errors.topicId ? `${ids}-topic-problem` : undefined}
            {...form.register('topicId')}
          >
            <option value="">{t('topic.placeholder')}</option>
            {mentor.topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.name}
              </option>
            ))}
          </select>
          {errors.topicId ? (
            <p id={`${ids}-topic-problem`} className={problemText}>
              {errors.topicId.message}
            </p>
          ) : null}
        </div>

        <div>
          <label htmlFor={`${ids}-notes`} className={label}>
            {t('notes.label')}
          </label>
          <textarea
            id={`${ids}-notes`}
            rows={4}
            maxLength={MENTORING_SESSION_LIMITS.notesMax}
            className={cn(field, 'py-2')}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={`${ids}-notes-hint${errors.notes ? ` ${ids}-notes-problem` : ''}`}
            {...form.register('notes')}
          />
          <p id={`${ids}-notes-hint`} className="mt-1 text-xs text-slate-600">
            {t('notes.hint')}
          </p>
          {errors.notes ? (
            <p id={`${ids}-notes-problem`} className={problemText}>
              {errors.notes.message}
            </p>
          ) : null}
        </div>

        <div>
          <p className={label} id={`${ids}-file-label`}>
            {t('attachment.label')}
          </p>
          <input
            ref={fileInput}
            id={`${ids}-file`}
            type="file"
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            className="sr-only"
            aria-labelledby={`${ids}-file-label`}
            aria-describedby={`${ids}-file-hint`}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setFile(chosen);
              setFileProblem(chosen ? checkAttachment(chosen) : null);
            }}
          />
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${ids}-file`} className={cn(buttonStyles.secondary, 'cursor-pointer')}>
              <Paperclip aria-hidden="true" className="size-4" />
              {t('attachment.choose')}
            </label>
            {file ? (
              <>
                <span className="text-sm text-slate-800" data-attachment-name>
                  {t('attachment.chosen', {
                    name: file.name,
                    size: formatFileSize(file.size, locale),
                  })}
                </span>
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-red-700 hover:underline"
                  onClick={() => {
                    setFile(null);
                    setFileProblem(null);
                    if (fileInput.current) fileInput.current.value = '';
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('attachment.remove')}
                </button>
              </>
            ) : null}
          </div>
          <p id={`${ids}-file-hint`} className="mt-1 text-xs text-slate-600">
            {t('attachment.hint', { size: maxSize })}
          </p>
          {fileProblem ? (
            <p role="alert" className={problemText}>
              {t(`attachment.${fileProblem}`, { size: maxSize })}
            </p>
          ) : null}
        </div>

        {mentor.modes.length > 1 ? (
          <fieldset>
            <legend className={label}>{t('mode.legend')}</legend>
            <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
              {mentor.modes.map((option) => (
                <label
                  key={option}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800"
                >
                  <input
                    type="radio"
                    value={option}
                    checked={mode === option}
                    className="size-4 text-brand-700 focus:ring-brand-600"
                    {...form.register('mode')}
                  />
                  {MENTORING_MODE_VOCABULARY.label(option, locale)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        <div>
          <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
              aria-invalid={errors.commitment ? true : undefined}
              aria-describedby={errors.commitment ? `${ids}-commitment-problem` : undefined}
              {...form.register('commitment')}
            />
            <span>
              {t('commitment.label', { hours: MENTORING_TIMING.defaultCancelCutoffHours })}
            </span>
          </label>
          {errors.commitment ? (
            <p id={`${ids}-commitment-problem`} className={problemText}>
              {errors.commitment.message}
            </p>
          ) : null}
        </div>
      </fieldset>

      <div aria-live="polite">
        {failureText ? (
          <p
            role="alert"
            tabIndex={-1}
            data-booking-failure={failure?.kind}
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800"
          >
            {failureText}
          </p>
        ) : Object.keys(errors).length > 0 ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {t('checkFields')}
          </p>
        ) : null}
      </div>

      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white px-4 py-3 md:-mx-6 md:px-6">
        <button
          type="submit"
          className={cn(buttonStyles.primary, 'w-full')}
          disabled={sending}
          aria-busy={sending}
        >
          <Send aria-hidden="true" className="size-4" />
          {sending ? t('sending') : bookingType === 'custom' ? t('request.submit') : t('submit')}
        </button>
      </div>
    </ClientForm>
  );
}
