'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  DEFAULT_INVITATION_ROLE,
  INVITATION_ROLES,
  invitationInputSchema,
  type Locale,
} from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/features/shell/button-styles';
import { inputStyles } from '@/features/profile/form-fields';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { Field } from './company-setup';
import { EMPLOYER_PATHS } from './employer-paths';
import { useEmployerAction } from './use-employer-action';

const small =
  'min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 disabled:opacity-50';

function ErrorLine({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

export function MemberActions({
  userId,
  name,
  role,
  soleOwner,
}: {
  userId: string;
  name: string;
  role: 'owner' | 'recruiter';
  /** The company's only owner: neither demoted nor removed (the API refuses it too). */
  soleOwner: boolean;
}) {
  const t = useTranslations('employer.area.members');
  const action = useEmployerAction();
  const reasonId = `sole-owner-${userId}`;
  const locked = soleOwner ? { 'aria-describedby': reasonId } : {};
  return (
    <div className="space-y-1 sm:max-w-xs">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={small}
          disabled={action.pending !== null || soleOwner}
          {...locked}
          onClick={() =>
            action.run('role', EMPLOYER_PATHS.member(userId), {
              method: 'PATCH',
              body: { role: role === 'owner' ? 'recruiter' : 'owner' },
            })
          }
        >
          {role === 'owner' ? t('makeRecruiter') : t('makeOwner')}
        </button>
        <button
          type="button"
          className={`${small} text-red-700`}
          disabled={action.pending !== null || soleOwner}
          {...locked}
          onClick={() => {
            if (window.confirm(t('confirmRemove', { name })))
              void action.run('remove', EMPLOYER_PATHS.member(userId), { method: 'DELETE' });
          }}
        >
          {t('remove')}
        </button>
      </div>
      {soleOwner ? (
        <p id={reasonId} className="text-sm text-slate-600" data-sole-owner>
          {t('soleOwner')}
        </p>
      ) : null}
      <ErrorLine error={action.error} />
    </div>
  );
}

export function WithdrawInvitation({ id }: { id: string }) {
  const t = useTranslations('employer.area.members');
  const action = useEmployerAction();
  return (
    <div>
      <button
        type="button"
        className={small}
        disabled={action.pending !== null}
        onClick={() => action.run('withdraw', EMPLOYER_PATHS.invitation(id), { method: 'DELETE' })}
      >
        {t('withdraw')}
      </button>
      <ErrorLine error={action.error} />
    </div>
  );
}

export function RequestActions({ id }: { id: string }) {
  const t = useTranslations('employer.area.members');
  const action = useEmployerAction();
  return (
    <div className="space-y-1">
      <div className="flex gap-2">
        {(['approve', 'decline'] as const).map((decision) => (
          <button
            key={decision}
            type="button"
            className={decision === 'approve' ? buttonStyles.primary : small}
            disabled={action.pending !== null}
            onClick={() =>
              action.run(decision, EMPLOYER_PATHS.decideJoin(id, decision), { method: 'POST' })
            }
          >
            {t(decision)}
          </button>
        ))}
      </div>
      <ErrorLine error={action.error} />
    </div>
  );
}

type InviteValues = { email: string; role: 'owner' | 'recruiter' };

export function InviteForm({ locale }: { locale: Locale }) {
  const t = useTranslations('employer.area');
  const action = useEmployerAction();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<InviteValues>({
    resolver: fieldResolver(invitationInputSchema, locale) as never,
    defaultValues: { email: '', role: DEFAULT_INVITATION_ROLE },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setSentTo(null);
    const done = await action.run('invite', EMPLOYER_PATHS.invitations, {
      method: 'POST',
      body: values,
    });
    if (done) {
      setSentTo(values.email);
      form.reset({ email: '', role: values.role });
    }
  });
  return (
    <ClientForm
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <Field
        id="invite-email"
        label={t('members.inviteEmail')}
        error={form.formState.errors.email?.message}
        required
      >
        <input
          id="invite-email"
          type="email"
          autoComplete="off"
          className={inputStyles}
          {...form.register('email')}
        />
      </Field>
      <Field id="invite-role" label={t('members.inviteRole')}>
        <select
          id="invite-role"
          className={inputStyles}
          defaultValue={DEFAULT_INVITATION_ROLE}
          {...form.register('role')}
        >
          {INVITATION_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" className={buttonStyles.primary} disabled={action.pending !== null}>
        {action.pending === 'invite' ? t('members.sending') : t('members.send')}
      </button>
      <div className="sm:col-span-3" aria-live="polite">
        <ErrorLine error={action.error} />
        {sentTo ? (
          <p role="status" className="text-sm text-emerald-800">
            {t('members.invited', { email: sentTo })}
          </p>
        ) : null}
      </div>
    </ClientForm>
  );
}
