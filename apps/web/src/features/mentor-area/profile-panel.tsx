'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import type { MentorMe } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { FormAlert, FormNotice } from './mentor-form';
import { MENTOR_API } from './mentor-paths';
import { MentorProfileForm, type MentorProfileValues } from './profile-form';
import {
  SessionSettingsFields,
  useSessionSettingsForm,
  type SessionSettingsValues,
} from './session-settings';
import { useMentorAction } from './use-mentor-action';

export function profileValuesOf(me: MentorMe): MentorProfileValues {
  return {
    name: me.name,
    headline: me.headline,
    companyName: me.companyName,
    photoUrl: me.photoUrl,
    bio: me.bio,
    yearsOfExperience: me.yearsOfExperience,
    linkedinUrl: me.linkedinUrl,
    languages: me.languages,
    districtCode: me.districtCode,
    timeZone: me.timeZone as MentorProfileValues['timeZone'],
    offersOnline: me.offersOnline,
    offersOffline: me.offersOffline,
    offlineAddress: me.offlineAddress,
  };
}

export function settingsValuesOf(me: MentorMe): SessionSettingsValues {
  return {
    sessionMinutes: me.sessionMinutes as SessionSettingsValues['sessionMinutes'],
    bufferMinutes: me.bufferMinutes,
    minNoticeHours: me.minNoticeHours,
    bookingWindowDays: me.bookingWindowDays,
    acceptsCustomRequests: me.acceptsCustomRequests,
  };
}

/** The dashboard's profile form: PATCH mentor/me with every profile field. */
export function ProfileEditor({ me }: { me: MentorMe }) {
  const t = useTranslations('onboardingMentor.profile');
  const action = useMentorAction();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <MentorProfileForm
        formId="mentor-profile"
        initial={profileValuesOf(me)}
        initialDistrict={me.district}
        submitLabel={t('save')}
        failure={action.error}
        onSave={async (values) => {
          setNotice(null);
          const saved = await action.run('save', MENTOR_API.me, { method: 'PATCH', body: values });
          if (saved !== null) setNotice(t('saved'));
        }}
      />
      <FormNotice message={notice} />
    </div>
  );
}

/** Session length, buffer, notice, booking window, custom requests: PATCH mentor/me. */
export function SessionSettingsEditor({ me }: { me: MentorMe }) {
  const t = useTranslations('onboardingMentor.settings');
  const action = useMentorAction();
  const form = useSessionSettingsForm(settingsValuesOf(me));
  const [notice, setNotice] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    const saved = await action.run('save', MENTOR_API.me, { method: 'PATCH', body: values });
    if (saved !== null) setNotice(t('saved'));
  });
  return (
    <ClientForm noValidate className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={action.error} />
      <SessionSettingsFields form={form} idPrefix="settings" legendHidden />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={action.pending !== null}
          aria-busy={action.pending !== null || undefined}
        >
          {action.pending ? t('saving') : t('save')}
        </button>
        <FormNotice message={notice} />
      </div>
    </ClientForm>
  );
}
