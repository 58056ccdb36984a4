'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  COMPANY_SIZE_BANDS,
  DEMO_REQUEST_LIMITS,
  demoRequestInputSchema,
  demoRequestResponseSchema,
  type DemoRequestFormValues,
  type DemoRequestInput,
  type EmployerPlanId,
  type Locale,
} from '@jenjang/domain';
import { CheckCircle2 } from 'lucide-react';
import { useLocale } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { describeFailure, type FormAlert } from '@/features/auth/api-failure';
import { FormAlertBox, useRetryWait } from '@/features/auth/form-alert';
import { SelectField, TextAreaField, TextField } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { requestChecked } from '@/lib/api/checked-request';
import { cn } from '@/lib/cn';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { fillText } from '@/lib/i18n/client-text';

export type DemoRequestTexts = {
  name: string;
  email: string;
  phone: string;
  phoneHint: string;
  companyName: string;
  jobTitle: string;
  companySize: string;
  companySizePlaceholder: string;
  companySizeOption: string;
  needs: string;
  needsHint: string;
  plan: string;
  optional: string;
  submit: string;
  sending: string;
  thanksTitle: string;
  thanksBody: string;
  sendAnother: string;
  checkFields: string;
};

const FIELDS = [
  'name',
  'email',
  'phone',
  'companyName',
  'jobTitle',
  'companySize',
  'needs',
] as const satisfies readonly Path<DemoRequestFormValues>[];

const EMPTY: DemoRequestFormValues = {
  name: '',
  email: '',
  phone: '',
  companyName: '',
  jobTitle: '',
  companySize: '',
  needs: '',
};

/**
 * "Book a demo": checked by the domain's contract as the API checks it, sent once, and answered
 * with a thank-you that names the visitor. What was typed stays when a request fails.
 */
export function DemoRequestForm({
  texts,
  plan,
  planName,
}: {
  texts: DemoRequestTexts;
  /** The plan the visitor came from (?plan= on the pricing page's buttons). */
  plan?: EmployerPlanId;
  planName?: string;
}) {
  const locale = useLocale() as Locale;
  const form = useForm<DemoRequestFormValues, unknown, DemoRequestInput>({
    // The contract refuses the '' of a size not yet chosen, with its own message.
    resolver: fieldResolver(
      demoRequestInputSchema as z.ZodType<DemoRequestInput, DemoRequestFormValues>,
      locale,
    ),
    defaultValues: { ...EMPTY, plan },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [thanked, setThanked] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const waitSeconds = useRetryWait(alert);
  const { isSubmitting, errors, submitCount } = form.formState;

  const bound = (field: (typeof FIELDS)[number]) => ({
    ...form.register(field),
    id: `demo-request-${field}`,
    error: errors[field]?.message,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await requestChecked(demoRequestResponseSchema, '/v1/employer/demo-request', {
        method: 'POST',
        body: values,
      });
      setThanked(values.name);
      form.reset({ ...EMPTY, plan });
      requestAnimationFrame(() => thanksRef.current?.focus());
    } catch (error) {
      const failure = describeFailure(error, FIELDS);
      for (const [field, message] of Object.entries(failure.fields)) {
        form.setError(field as Path<DemoRequestFormValues>, { type: 'server', message });
      }
      setAlert(failure.alert);
      if (failure.alert) requestAnimationFrame(() => alertRef.current?.focus());
    }
  });

  if (thanked !== null) {
    return (
      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-6" role="status">
        <CheckCircle2 aria-hidden="true" className="size-8 text-emerald-700" />
        <h3
          ref={thanksRef}
          tabIndex={-1}
          className="mt-3 text-lg font-bold text-slate-900 focus:outline-none"
        >
          {fillText(texts.thanksTitle, { name: thanked })}
        </h3>
        <p className="mt-2 text-slate-700">{texts.thanksBody}</p>
        <button
          type="button"
          onClick={() => setThanked(null)}
          className={cn(buttonStyles.secondary, 'mt-4')}
        >
          {texts.sendAnother}
        </button>
      </div>
    );
  }

  const problems = submitCount > 0 && Object.keys(errors).length > 0;
  return (
    <ClientForm noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="space-y-4">
      <FormAlertBox alert={alert} waitSeconds={waitSeconds} alertRef={alertRef} />
      {problems && !alert ? (
        <p className="text-sm font-medium text-red-700">{texts.checkFields}</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bound('name')} label={texts.name} required autoComplete="name" />
        <TextField
          {...bound('email')}
          label={texts.email}
          required
          type="email"
          autoComplete="email"
        />
        <TextField
          {...bound('phone')}
          label={texts.phone}
          hint={texts.phoneHint}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          {...bound('companyName')}
          label={texts.companyName}
          required
          autoComplete="organization"
          maxLength={DEMO_REQUEST_LIMITS.companyNameMax}
        />
        <TextField
          {...bound('jobTitle')}
          label={`${texts.jobTitle} ${texts.optional}`}
          autoComplete="organization-title"
          maxLength={DEMO_REQUEST_LIMITS.jobTitleMax}
        />
        <SelectField
          {...bound('companySize')}
          label={texts.companySize}
          required
          options={[
            { value: '', label: texts.companySizePlaceholder },
            ...COMPANY_SIZE_BANDS.map((band) => ({
              value: band,
              label: fillText(texts.companySizeOption, { band }),
            })),
          ]}
        />
      </div>
      <TextAreaField
        {...bound('needs')}
        label={`${texts.needs} ${texts.optional}`}
        hint={texts.needsHint}
        maxLength={DEMO_REQUEST_LIMITS.needsMax}
      />
      {plan && planName ? (
        <p className="text-sm text-slate-700">{fillText(texts.plan, { plan: planName })}</p>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting || waitSeconds > 0}
        className={cn(buttonStyles.primary, 'w-full disabled:opacity-70 sm:w-auto')}
      >
        {isSubmitting ? texts.sending : texts.submit}
      </button>
    </ClientForm>
  );
}
