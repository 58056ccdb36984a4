'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  cancelSessionRequestSchema,
  completeSessionRequestSchema,
  fieldMessage,
  MENTORING_SESSION_LIMITS,
  rescheduleSessionRequestSchema,
} from '@jenjang/domain';
import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { buttonStyles } from '@/features/shell/button-styles';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n/locale-provider';
import { describeBookingFailure } from './booking-failure';
import { SlotPicker } from './slot-picker';

const field =
  'w-full rounded-lg border border-slate-300 bg-white p-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';
const label = 'mb-1 block text-sm font-semibold text-slate-800';
const problemText = 'mt-1 text-sm font-semibold text-red-700';
const panel = 'space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3 md:p-4';

/** The words for an API refusal: the API's own sentence, or ours for a taken slot or no network. */
export function useFailureText() {
  const t = useTranslations('homepageMentoring.sessions.failures');
  return (error: unknown): string => {
    const failure = describeBookingFailure(error, t('failed'));
    if (failure.kind === 'message') return failure.message;
    return failure.kind === 'network' ? t('network') : t('slotTaken');
  };
}

type FormProps<Body> = {
  send: (body: Body) => Promise<void>;
  onDone: () => void;
  onClose: () => void;
};

function FormButtons({
  submit,
  close,
  onClose,
  sending,
  danger,
}: {
  submit: string;
  close: string;
  onClose: () => void;
  sending: boolean;
  danger?: boolean;
}) {
  const t = useTranslations('homepageMentoring.sessions');
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" className={buttonStyles.secondary} onClick={onClose}>
        {close}
      </button>
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending}
        className={cn(buttonStyles.primary, danger && 'bg-red-700 hover:bg-red-800')}
      >
        {sending ? t('working') : submit}
      </button>
    </div>
  );
}

/** Cancel with a reason the mentor reads; the cut-off is said up front. */
export function CancelForm({
  cutoffHours,
  showCutoff,
  send,
  onDone,
  onClose,
}: FormProps<{ reason: string }> & { cutoffHours: number; showCutoff: boolean }) {
  const t = useTranslations('homepageMentoring.sessions');
  const locale = useLocale();
  const ids = useId();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const base = fieldResolver(cancelSessionRequestSchema, locale);
  const resolver: Resolver<{ reason: string }> = async (values, context, options) => {
    const result = await base(values, context, options);
    if (result.errors.reason?.type === 'too_small') {
      result.errors.reason = {
        type: 'too_small',
        message: t('reasonRequired', { min: MENTORING_SESSION_LIMITS.reasonMin }),
      };
    }
    return result;
  };
  const form = useForm<{ reason: string }>({ resolver, defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
      onDone();
    } catch (cause) {
      setFailure(failureText(cause));
    }
  });
  return (
    <ClientForm noValidate onSubmit={submit} className={panel} data-cancel-form>
      <p className="font-semibold text-slate-900">{t('cancel.title')}</p>
      {showCutoff ? (
        <p className="text-sm text-slate-700">{t('cancel.cutoff', { hours: cutoffHours })}</p>
      ) : null}
      <div>
        <label htmlFor={`${ids}-reason`} className={label}>
          {t('cancel.reasonLabel')}
        </label>
        <textarea
          id={`${ids}-reason`}
          rows={3}
          maxLength={MENTORING_SESSION_LIMITS.reasonMax}
          className={field}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids}-hint${error ? ` ${ids}-problem` : ''}`}
          {...form.register('reason')}
        />
        <p id={`${ids}-hint`} className="mt-1 text-xs text-slate-600">
          {t('cancel.reasonHint')}
        </p>
        {error ? (
          <p id={`${ids}-problem`} className={problemText}>
            {error}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className={problemText}>
          {failure}
        </p>
      ) : null}
      <FormButtons
        submit={t('cancel.submit')}
        close={t('cancel.keep')}
        onClose={onClose}
        sending={form.formState.isSubmitting}
        danger
      />
    </ClientForm>
  );
}

type ProposeValues = { startsAt: string; reason: string };

/** Propose another time: one of the times free for both (the session's own list) and a reason. */
export function ProposeRescheduleForm({
  sessionId,
  send,
  onDone,
  onClose,
}: FormProps<unknown> & { sessionId: string }) {
  const t = useTranslations('homepageMentoring.sessions');
  const booking = useTranslations('bookingModal');
  const locale = useLocale();
  const ids = useId();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const resolver: Resolver<ProposeValues> = async (values) => {
    const parsed = rescheduleSessionRequestSchema.safeParse({ action: 'propose', ...values });
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] === 'startsAt' ? 'startsAt' : 'reason';
      errors[name] ??= {
        type: issue.code,
        message:
          name === 'startsAt'
            ? booking('slot.required')
            : issue.code === 'too_small'
              ? t('reasonRequired', { min: MENTORING_SESSION_LIMITS.reasonMin })
              : fieldMessage(issue, locale),
      };
    }
    return { values: {}, errors };
  };
  const form = useForm<ProposeValues>({ resolver, defaultValues: { startsAt: '', reason: '' } });
  const reasonError = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send({ action: 'propose', ...values });
      onDone();
    } catch (cause) {
      setFailure(failureText(cause));
      form.setValue('startsAt', '');
      setRefreshKey((n) => n + 1);
    }
  });
  return (
    <ClientForm noValidate onSubmit={submit} className={panel} data-reschedule-form>
      <p className="font-semibold text-slate-900">{t('reschedule.title')}</p>
      <p className="text-sm text-slate-700">{t('reschedule.intro')}</p>
      <Controller
        control={form.control}
        name="startsAt"
        render={({ field: slot, fieldState }) => (
          <SlotPicker
            source={{ kind: 'reschedule', sessionId }}
            value={slot.value}
            onChange={(chosen) => slot.onChange(chosen?.startsAt ?? '')}
            refreshKey={refreshKey}
            error={fieldState.error?.message}
            name={`reschedule-${ids}`}
          />
        )}
      />
      <div>
        <label htmlFor={`${ids}-reason`} className={label}>
          {t('reschedule.reasonLabel')}
        </label>
        <textarea
          id={`${ids}-reason`}
          rows={2}
          maxLength={MENTORING_SESSION_LIMITS.reasonMax}
          className={field}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${ids}-problem` : undefined}
          {...form.register('reason')}
        />
        {reasonError ? (
          <p id={`${ids}-problem`} className={problemText}>
            {reasonError}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className={problemText}>
          {failure}
        </p>
      ) : null}
      <FormButtons
        submit={t('reschedule.submit')}
        close={t('reschedule.close')}
        onClose={onClose}
        sending={form.formState.isSubmitting}
      />
    </ClientForm>
  );
}

type ReviewValues = { rating: number; comment?: string };

/** Complete the session and review it: 1–5 stars (radio buttons) and a comment. */
export function ReviewForm({ send, onDone, onClose }: FormProps<ReviewValues>) {
  const t = useTranslations('homepageMentoring.sessions');
  const locale = useLocale();
  const ids = useId();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const base = fieldResolver(completeSessionRequestSchema, locale);
  const resolver: Resolver<ReviewValues> = async (values, context, options) => {
    const result = await base(values, context, options);
    if (result.errors.rating) {
      result.errors.rating = { type: 'form', message: t('complete.chooseRating') };
    }
    return result;
  };
  const form = useForm<ReviewValues>({ resolver, defaultValues: { rating: 0, comment: '' } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
      onDone();
    } catch (cause) {
      setFailure(failureText(cause));
    }
  });
  return (
    <ClientForm noValidate onSubmit={submit} className={panel} data-review-form>
      <p className="font-semibold text-slate-900">{t('complete.title')}</p>
      <Controller
        control={form.control}
        name="rating"
        render={({ field: rating }) => (
          <fieldset aria-describedby={errors.rating ? `${ids}-rating-problem` : undefined}>
            <legend className={label}>{t('complete.ratingLegend')}</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <div key={n}>
                  <input
                    type="radio"
                    id={`${ids}-star-${n}`}
                    name={`${ids}-rating`}
                    value={n}
                    checked={rating.value === n}
                    onChange={() => rating.onChange(n)}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={`${ids}-star-${n}`}
                    className="flex size-11 cursor-pointer items-center justify-center rounded-lg peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600"
                  >
                    <Star
                      aria-hidden="true"
                      className={cn(
                        'size-7',
                        n <= rating.value
                          ? 'fill-amber-400 text-amber-500'
                          : 'fill-white text-slate-400',
                      )}
                    />
                    <span className="sr-only">{t('complete.stars', { count: n })}</span>
                  </label>
                </div>
              ))}
            </div>
            {errors.rating ? (
              <p id={`${ids}-rating-problem`} className={problemText}>
                {errors.rating.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <div>
        <label htmlFor={`${ids}-comment`} className={label}>
          {t('complete.commentLabel')}
        </label>
        <textarea
          id={`${ids}-comment`}
          rows={3}
          maxLength={MENTORING_SESSION_LIMITS.reviewCommentMax}
          className={field}
          aria-describedby={`${ids}-comment-hint`}
          aria-invalid={errors.comment ? true : undefined}
          {...form.register('comment')}
        />
        <p id={`${ids}-comment-hint`} className="mt-1 text-xs text-slate-600">
          {t('complete.commentHint')}
        </p>
        {errors.comment ? <p className={problemText}>{errors.comment.message}</p> : null}
      </div>
      {failure ? (
        <p role="alert" className={problemText}>
          {failure}
        </p>
      ) : null}
      <FormButtons
        submit={t('complete.submit')}
        close={t('back')}
        onClose={onClose}
        sending={form.formState.isSubmitting}
      />
    </ClientForm>
  );
}
